import { Context, type Effect } from "effect"
import type { CatalogKind, StoredClosureType, StoredGrapeVariety, StoredIngredient, SynonymRef } from "../Catalog.ts"
import type { PersistenceUnavailable } from "../errors.ts"
import type { PageRequest } from "../Paging.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/** Read access to the reference catalogues. Lists return up to `limit + 1` rows in a stable order. */
export class CatalogRepository extends Context.Service<
  CatalogRepository,
  {
    readonly ingredients: (page: PageRequest) => Fx<ReadonlyArray<StoredIngredient>>
    readonly closureTypes: (page: PageRequest) => Fx<ReadonlyArray<StoredClosureType>>
    /** Varieties whose name or a synonym name contains `q` (case- and accent-insensitive). */
    readonly grapeVarieties: (q: string | undefined, page: PageRequest) => Fx<ReadonlyArray<StoredGrapeVariety>>
    /** The ids among `ids` that the catalogue does not hold. */
    readonly unknownIds: (kind: CatalogKind, ids: ReadonlyArray<string>) => Fx<ReadonlyArray<string>>
    /** The pairs whose synonym does not belong to the variety. */
    readonly synonymMismatches: (pairs: ReadonlyArray<SynonymRef>) => Fx<ReadonlyArray<SynonymRef>>
  }
>()("@elabel/domain/ports/CatalogRepository") {}
