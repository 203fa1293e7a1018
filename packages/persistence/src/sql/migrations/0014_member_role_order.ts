/**
 * The order in which members took their current role, so `owned_by` can
 * pass to the owner of longest standing when the one it names stops being
 * an owner (`WorkspaceAdmin`). A new membership, or a change of role, takes
 * the next number of the sequence; a membership given its role again keeps
 * its number. Existing memberships are numbered in no particular order:
 * their history was not kept.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** Adds the sequence and the column. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe("CREATE SEQUENCE workspace_member_role_order")
  yield* sql.unsafe(
    "ALTER TABLE workspace_members ADD COLUMN role_order bigint NOT NULL DEFAULT nextval('workspace_member_role_order')"
  )
})
