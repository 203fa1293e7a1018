import { Context, type Effect } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type {
  CatalogKind,
  StoredCertification,
  StoredClosureType,
  StoredCountry,
  StoredGrapeVariety,
  StoredIngredient,
  StoredIngredientCategory,
  StoredMaterial,
  StoredProductionMethod,
  SynonymRef
} from "./Catalog.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>
type List<A> = (page: PageRequest) => Fx<ReadonlyArray<A>>

/** The catalogue ids one label references (its child lists and fields), for its public page. */
export interface CatalogEntryIds {
  readonly ingredientIds: ReadonlyArray<string>
  readonly materialIds: ReadonlyArray<string>
  readonly certificationIds: ReadonlyArray<string>
  readonly countryIds: ReadonlyArray<string>
  readonly productionMethodIds: ReadonlyArray<string>
  readonly grapeVarietyIds: ReadonlyArray<string>
}

/** The stored entries of some ids (unknown ids left out, any order) and the categories of those ingredients. */
export interface CatalogEntries {
  readonly ingredients: ReadonlyArray<StoredIngredient>
  readonly ingredientCategories: ReadonlyArray<StoredIngredientCategory>
  readonly materials: ReadonlyArray<StoredMaterial>
  readonly certifications: ReadonlyArray<StoredCertification>
  readonly countries: ReadonlyArray<StoredCountry>
  readonly productionMethods: ReadonlyArray<StoredProductionMethod>
  readonly grapeVarieties: ReadonlyArray<StoredGrapeVariety>
}

/**
 * Read access to the reference catalogues. Lists return up to `limit + 1`
 * rows in a stable order, the same on every adapter (names compared in code
 * point order, nulls last, the id last):
 * - ingredients: `order`, name, id; ingredient categories: `order`, name, id
 * - closure types, grape varieties, certifications, production methods: name, id
 * - materials: `number`, abbreviation, id; countries: code, id
 */
export class CatalogRepository extends Context.Service<
  CatalogRepository,
  {
    readonly ingredients: List<StoredIngredient>
    readonly ingredientCategories: List<StoredIngredientCategory>
    readonly closureTypes: List<StoredClosureType>
    /** Varieties whose name or a synonym name contains `q` (case- and accent-insensitive). */
    readonly grapeVarieties: (q: string | undefined, page: PageRequest) => Fx<ReadonlyArray<StoredGrapeVariety>>
    readonly materials: List<StoredMaterial>
    readonly countries: List<StoredCountry>
    readonly certifications: List<StoredCertification>
    readonly productionMethods: List<StoredProductionMethod>
    /** The ids among `ids` that the catalogue does not hold. */
    readonly unknownIds: (kind: CatalogKind, ids: ReadonlyArray<string>) => Fx<ReadonlyArray<string>>
    /** The pairs whose synonym does not belong to the variety. */
    readonly synonymMismatches: (pairs: ReadonlyArray<SynonymRef>) => Fx<ReadonlyArray<SynonymRef>>
    /** The entries of the given ids, with the categories of the ingredients among them: what a page names. */
    readonly entriesFor: (ids: CatalogEntryIds) => Fx<CatalogEntries>
  }
>()("@elabel/domain/ports/CatalogRepository") {}
