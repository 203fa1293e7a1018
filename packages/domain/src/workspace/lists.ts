/** Helpers of the list use cases: which workspaces they cover and how they page. */
import { Effect } from "effect"
import type { NotFound, PersistenceUnavailable } from "../shared/errors.ts"
import type { UserId, WorkspaceId } from "../shared/ids.ts"
import { type Paged, type PageRequest, toPage } from "../shared/Paging.ts"
import type { Access } from "./Access.ts"

/**
 * The workspaces a list covers: the one asked for (which must be visible,
 * else `NotFound("workspace")`), or every workspace of the actor.
 */
export const listScope = (
  access: (typeof Access)["Service"],
  actor: UserId,
  filter: { readonly workspace_id?: WorkspaceId }
): Effect.Effect<ReadonlyArray<WorkspaceId>, NotFound | PersistenceUnavailable> => {
  const workspace = filter.workspace_id
  return workspace === undefined
    ? access.workspaces(actor)
    : Effect.as(access.read(actor, workspace, "workspace", workspace), [workspace])
}

/** `toPage`, then the response view of each row on the page (the lookahead row is never mapped). */
export const toPageOf = <A, B>(rows: ReadonlyArray<A>, page: PageRequest, view: (row: A) => B): Paged<B> => {
  const paged = toPage(rows, page)
  return { ...paged, items: paged.items.map(view) }
}
