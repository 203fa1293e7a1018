import { Context, type Effect, type Option } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { BrandId, WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type { Brand } from "./Brand.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/** Storage of brands. Lists return up to `limit + 1` rows ordered by creation, then id. */
export class BrandRepository extends Context.Service<
  BrandRepository,
  {
    readonly findById: (id: BrandId) => Fx<Option.Option<Brand>>
    readonly list: (workspaces: ReadonlyArray<WorkspaceId>, page: PageRequest) => Fx<ReadonlyArray<Brand>>
    readonly insert: (brand: Brand, createdAt: string) => Fx<void>
    /** Like `LabelRepository.update`. */
    readonly update: (
      id: BrandId,
      changes: Partial<Brand>,
      expected?: ReadonlyArray<number>
    ) => Fx<Option.Option<Brand>>
    /** Sets `is_primary_brand` false on every brand of the workspace but `keep`. */
    readonly clearPrimary: (workspace: WorkspaceId, keep: BrandId) => Fx<void>
  }
>()("@elabel/domain/ports/BrandRepository") {}
