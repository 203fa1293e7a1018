/**
 * Version comparisons (ADR 0075). Beside each version it records, a write
 * keeps what a later write of the label compares with (`compared`: its
 * view's hash, the codes of the particulars it lacked, its pages' refs, and
 * the definition they were made with), outside the hashed document. A
 * process that did not record the latest version (another worker, a
 * restart) reads that instead of the document (10 to 30 KB from its TOAST,
 * sent and decoded on every such write). Versions recorded before have
 * none: their documents are decoded, as before.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe("ALTER TABLE label_versions ADD COLUMN compared jsonb")
})
