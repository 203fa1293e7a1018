import { Context, type Effect } from "effect"
import type {
  CatalogKind,
  CatalogQuery,
  ClosureTypeEntry,
  GrapeVarietyEntry,
  IngredientEntry,
  SynonymRef
} from "../Catalog.ts"
import type { InvalidInput, PersistenceUnavailable } from "../errors.ts"
import type { Paged } from "../Paging.ts"

/** A catalogue id a write refers to, with the input path that named it. */
export interface CatalogReference {
  readonly path: string
  readonly kind: CatalogKind
  readonly id: string
}

/** The read-only catalogues, and the check that a write's catalogue ids exist. */
export class Catalogs extends Context.Service<
  Catalogs,
  {
    readonly ingredients: (query: CatalogQuery) => Effect.Effect<Paged<IngredientEntry>, PersistenceUnavailable>
    readonly closureTypes: (query: CatalogQuery) => Effect.Effect<Paged<ClosureTypeEntry>, PersistenceUnavailable>
    readonly grapeVarieties: (query: CatalogQuery) => Effect.Effect<Paged<GrapeVarietyEntry>, PersistenceUnavailable>
    /**
     * Fails with `InvalidInput` naming every path whose id is not in its
     * catalogue, or whose synonym does not belong to its variety.
     */
    readonly validate: (
      references: ReadonlyArray<CatalogReference>,
      synonyms?: ReadonlyArray<SynonymRef & { readonly path: string }>
    ) => Effect.Effect<void, InvalidInput | PersistenceUnavailable>
  }
>()("@elabel/domain/services/Catalogs") {}
