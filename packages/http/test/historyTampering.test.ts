/**
 * `verify-history` names the first version that is actually wrong, and why,
 * for every kind of tampering with a label's hash chain (issue 33 item 6):
 * a document edited, edited with its hash recomputed (in the middle and at
 * the end), a column changed, a version renumbered, a link rewritten, a
 * version removed from the middle or from the end, a version added outside
 * the service. Each kind tampers with its own label of four versions. On
 * PostgreSQL when DATABASE_URL names a server, on embedded PGlite otherwise.
 */
import { assert, describe, it } from "@effect/vitest"
import { canonicalJson, LabelHistory, type LabelId, Labels, sha256Hex } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Context, Effect } from "effect"
import { SqlClient } from "effect/sql"
import { buildDomain, runStorage, storageName } from "./support/runStorage.ts"

interface Row {
  readonly version: number
  readonly content_hash: string
  readonly previous_hash: string | null
  readonly document: string
}

/** The SQL that recomputes a version's hash from its document (as the service hashes it). */
const HASH = "encode(sha256(convert_to(document, 'UTF8')), 'hex')"

/** A tampering: what it does to a label's four versions, and the break `verify` must name. */
interface Tampering {
  readonly name: string
  readonly tamper: (sql: SqlClient.SqlClient, id: LabelId, rows: ReadonlyArray<Row>) => Effect.Effect<unknown, unknown>
  readonly version: number
  readonly reason: string
}

const tamperings: ReadonlyArray<Tampering> = [
  {
    name: "a document edited",
    tamper: (sql, id) =>
      sql`UPDATE label_versions SET document = replace(document, 'Name 2', 'Forged') WHERE label_id = ${id} AND version = 2`,
    version: 2,
    reason: "content_hash does not match the document"
  },
  {
    name: "a document edited, its hash recomputed",
    tamper: (sql, id) =>
      sql`UPDATE label_versions SET document = replace(document, 'Name 2', 'Forged') WHERE label_id = ${id} AND version = 2`.pipe(
        Effect.andThen(
          sql`UPDATE label_versions SET content_hash = ${sql.literal(HASH)} WHERE label_id = ${id} AND version = 2`
        )
      ),
    version: 2,
    reason: "changed after it was recorded: its hash is not the one version 3 links to"
  },
  {
    name: "the last document edited, its hash recomputed",
    tamper: (sql, id) =>
      sql`UPDATE label_versions SET document = replace(document, 'Name 4', 'Forged') WHERE label_id = ${id} AND version = 4`.pipe(
        Effect.andThen(
          sql`UPDATE label_versions SET content_hash = ${sql.literal(HASH)} WHERE label_id = ${id} AND version = 4`
        )
      ),
    version: 4,
    reason: "changed after it was recorded: its hash is not the label's recorded head"
  },
  {
    name: "a column changed",
    tamper: (sql, id) => sql`UPDATE label_versions SET created_by = 'someone' WHERE label_id = ${id} AND version = 3`,
    version: 3,
    reason: "created_by differs from the document"
  },
  {
    name: "a version renumbered",
    tamper: (sql, id) => sql`UPDATE label_versions SET version = 7 WHERE label_id = ${id} AND version = 4`,
    version: 7,
    reason: "version differs from the document"
  },
  {
    name: "a link rewritten, its hash recomputed",
    tamper: (sql, id, rows) => {
      const forged = "0".repeat(64)
      const old = rows[1]!.content_hash
      return sql`UPDATE label_versions SET previous_hash = ${forged}, document = replace(document, ${old}, ${forged})
                 WHERE label_id = ${id} AND version = 3`.pipe(
        Effect.andThen(
          sql`UPDATE label_versions SET content_hash = ${sql.literal(HASH)} WHERE label_id = ${id} AND version = 3`
        )
      )
    },
    version: 3,
    reason: "changed after it was recorded: it does not link to version 2"
  },
  {
    name: "a version removed from the middle",
    tamper: (sql, id) => sql`DELETE FROM label_versions WHERE label_id = ${id} AND version = 2`,
    version: 2,
    reason: "removed from the history"
  },
  {
    name: "versions removed from the end",
    tamper: (sql, id) => sql`DELETE FROM label_versions WHERE label_id = ${id} AND version >= 3`,
    version: 3,
    reason: "removed from the history, with the versions after it up to 4: the recorded head is version 4"
  },
  {
    name: "a version added outside the service",
    tamper: (sql, id, rows) =>
      Effect.gen(function* () {
        const last = rows[3]!
        const document = canonicalJson({ ...JSON.parse(last.document), version: 5, previous_hash: last.content_hash })
        const content_hash = yield* sha256Hex(document)
        yield* sql`INSERT INTO label_versions (label_id, workspace_id, version, created_at, created_by, is_published,
                     content_hash, previous_hash, document)
                   SELECT label_id, workspace_id, 5, created_at, created_by, is_published,
                     ${content_hash}, ${last.content_hash}, ${document}
                   FROM label_versions WHERE label_id = ${id} AND version = 4`
      }),
    version: 5,
    reason: "added outside the service: the recorded head is version 4"
  }
]

describe("verify-history names the first wrong version", () => {
  it.live(
    `for every kind of tampering (${storageName})`,
    () =>
      Effect.gen(function* () {
        const domain = yield* buildDomain(yield* runStorage)
        const sql = Context.get(domain, SqlClient.SqlClient)
        const history = Context.get(domain, LabelHistory)
        const failures: Array<string> = []
        for (const tampering of tamperings) {
          // A workspace per kind: `verify` checks one workspace, and each finds only its own break.
          const { workspace, id } = yield* Effect.gen(function* () {
            const { workspace, brandId } = yield* seedWorkspace()
            const labels = yield* Labels
            const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId)
            yield* labels.publish(users.editor, draft.id)
            for (const n of [2, 3, 4]) yield* labels.patch(users.editor, draft.id, { name: `Name ${n}` })
            return { workspace, id: draft.id }
          }).pipe(Effect.provideContext(domain))
          assert.isUndefined((yield* history.verify(workspace.id)).broken, tampering.name)
          const rows = yield* sql<Row>`SELECT version, content_hash, previous_hash, document FROM label_versions
                                       WHERE label_id = ${id} ORDER BY version`
          assert.strictEqual(rows.length, 4)
          yield* sql`ALTER TABLE label_versions DISABLE TRIGGER label_versions_immutable`
          yield* tampering.tamper(sql, id, rows)
          yield* sql`ALTER TABLE label_versions ENABLE TRIGGER label_versions_immutable`
          const { broken } = yield* history.verify(workspace.id)
          const expected = { label_id: id, version: tampering.version, reason: tampering.reason }
          if (JSON.stringify(broken) !== JSON.stringify(expected)) {
            failures.push(`${tampering.name}: ${JSON.stringify(broken)}`)
          }
        }
        assert.deepStrictEqual(failures, [])
      }).pipe(Effect.scoped),
    { timeout: 180_000 }
  )
})
