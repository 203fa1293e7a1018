import { Context, type Effect } from "effect"
import type { Brand, BrandCreate, BrandPatch } from "../Brand.ts"
import type { NotAMember, NotFound, NotWritable, PersistenceUnavailable } from "../errors.ts"
import type { BrandId, UserId, WorkspaceId } from "../ids.ts"
import type { Paged, PageRequest } from "../Paging.ts"

type Write<A> = Effect.Effect<A, NotFound | NotWritable | PersistenceUnavailable>

/**
 * Brands. Setting `is_primary_brand` true on one brand sets it false on the
 * workspace's other brands.
 */
export class Brands extends Context.Service<
  Brands,
  {
    readonly create: (
      actor: UserId,
      input: BrandCreate
    ) => Effect.Effect<Brand, NotAMember | NotWritable | PersistenceUnavailable>
    readonly get: (actor: UserId, id: BrandId) => Effect.Effect<Brand, NotFound | PersistenceUnavailable>
    readonly patch: (actor: UserId, id: BrandId, patch: BrandPatch) => Write<Brand>
    /** Brands of one workspace, or of all the actor's workspaces when none is given. */
    readonly list: (
      actor: UserId,
      filter: { readonly workspace_id?: WorkspaceId },
      page: PageRequest
    ) => Effect.Effect<Paged<Brand>, NotFound | PersistenceUnavailable>
    readonly publish: (actor: UserId, id: BrandId) => Write<Brand>
    readonly unpublish: (actor: UserId, id: BrandId) => Write<Brand>
  }
>()("@elabel/domain/services/Brands") {}
