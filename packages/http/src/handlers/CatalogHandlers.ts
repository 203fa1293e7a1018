/** The read-only catalogues on the `Catalogs` use cases. Any caller with a valid token may read them. */
import { Catalogs } from "@elabel/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { mapDomainErrors } from "./problemMapping.ts"

/** The `catalog` group. */
export const CatalogHandlers = HttpApiBuilder.group(
  ElabelApi,
  "catalog",
  Effect.fn(function* (handlers) {
    const catalogs = yield* Catalogs
    return handlers.handleAll({
      ingredients: ({ query }) => mapDomainErrors(catalogs.ingredients(query)),
      closureTypes: ({ query }) => mapDomainErrors(catalogs.closureTypes(query)),
      grapeVarieties: ({ query }) => mapDomainErrors(catalogs.grapeVarieties(query)),
      ingredientCategories: ({ query }) => mapDomainErrors(catalogs.ingredientCategories(query)),
      materials: ({ query }) => mapDomainErrors(catalogs.materials(query)),
      countries: ({ query }) => mapDomainErrors(catalogs.countries(query)),
      certifications: ({ query }) => mapDomainErrors(catalogs.certifications(query)),
      productionMethods: ({ query }) => mapDomainErrors(catalogs.productionMethods(query))
    })
  })
)
