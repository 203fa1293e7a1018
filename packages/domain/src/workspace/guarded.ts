/** Loading a workspace resource for a read or a write, with the access check. */
import { Effect, Option } from "effect"
import { NotFound, type NotWritable, type PersistenceUnavailable, type ResourceKind } from "../shared/errors.ts"
import type { UserId, WorkspaceId } from "../shared/ids.ts"
import type { Access } from "./Access.ts"

/** Loaders of one resource kind that answer `NotFound` for unknown and invisible ids alike. */
export interface Guarded<Id extends string, A> {
  /** The resource, if the actor may see it. */
  readonly visible: (actor: UserId, id: Id) => Effect.Effect<A, NotFound | PersistenceUnavailable>
  /** The resource, if the actor may change it (`NotWritable` for a viewer). */
  readonly writable: (actor: UserId, id: Id) => Effect.Effect<A, NotFound | NotWritable | PersistenceUnavailable>
}

/** Builds the loaders of a resource kind from its repository's `findById`. */
export const guarded = <Id extends string, A extends { readonly workspace_id: WorkspaceId }>(
  access: (typeof Access)["Service"],
  resource: ResourceKind,
  findById: (id: Id) => Effect.Effect<Option.Option<A>, PersistenceUnavailable>
): Guarded<Id, A> => {
  const load = (id: Id) =>
    Effect.flatMap(findById(id), (found) =>
      Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new NotFound({ resource, id }))
    )
  return {
    visible: (actor, id) => Effect.tap(load(id), (found) => access.read(actor, found.workspace_id, resource, id)),
    writable: (actor, id) => Effect.tap(load(id), (found) => access.write(actor, found.workspace_id, resource, id))
  }
}
