/**
 * The public ref namespace in SQL: one `public_refs` row per ref in use, so
 * a ref is unique across labels, formats and marketing codes by the table's
 * primary key. Writers claim refs in the same transaction as the row that
 * uses them; a taken ref fails with a unique violation on `public_refs_pkey`.
 */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"

/** What owns a ref. */
export type RefKind = "label" | "format" | "marketing_qr_code"

/** A ref to claim for an owner; a null ref claims nothing. */
export interface RefClaim {
  readonly ref: string | null
  readonly kind: RefKind
  readonly owner_id: string
  readonly workspace_id: string
}

/** The `public_refs` rows of the non-null refs among `claims`. */
export const claimRows = (claims: ReadonlyArray<RefClaim>): ReadonlyArray<Record<string, unknown>> =>
  claims
    .filter((claim) => claim.ref !== null)
    .map(({ ref, kind, owner_id, workspace_id }): Record<string, unknown> => ({ ref, kind, owner_id, workspace_id }))

/** Claims every non-null ref in one insert. */
export const claimRefs = (sql: SqlClient.SqlClient, claims: ReadonlyArray<RefClaim>): Effect.Effect<void, SqlError> => {
  const [first, ...rest] = claimRows(claims)
  return first === undefined ? Effect.void : Effect.asVoid(sql`INSERT INTO public_refs ${sql.insert([first, ...rest])}`)
}

/** Frees the refs of the given owners. */
export const releaseRefs = (sql: SqlClient.SqlClient, owners: ReadonlyArray<string>): Effect.Effect<void, SqlError> =>
  owners.length === 0
    ? Effect.void
    : Effect.asVoid(sql`DELETE FROM public_refs WHERE owner_id = ANY(${owners}::uuid[])`)

/** Gives an owner a new ref (or none): frees its old one, claims the new one. */
export const replaceRef = (sql: SqlClient.SqlClient, claim: RefClaim): Effect.Effect<void, SqlError> =>
  Effect.andThen(releaseRefs(sql, [claim.owner_id]), claimRefs(sql, [claim]))
