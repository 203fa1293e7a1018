/**
 * A format's `short_url` is null until its label is first published, like
 * the label's own (before, the link answers 404). Formats of labels never
 * published lose the link they were given on create; publishing gives it
 * back (`labelPublishing.ts`).
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(
    `UPDATE label_formats SET short_url = NULL
     WHERE short_url IS NOT NULL
       AND label_id IN (SELECT id FROM labels WHERE published_at IS NULL)`
  )
})
