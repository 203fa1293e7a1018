/**
 * The baseline of `bench/writes.ts`: a bare `node:http` server on the `pg`
 * driver, run as its own process like the elabel server, doing the least a
 * versioned label write must do on the same database (`DATABASE_URL`: the
 * elabel server's) with a pool as large as the elabel server's (10):
 *
 * - `PATCH /v1/labels/{id}` (`{"name"}`): BEGIN; lock the label and read its
 *   latest version; UPDATE its row; append the version (its document the
 *   written row, hash-chained) and move the history head; COMMIT. Answers the row.
 * - `PUT /v1/labels/{id}/ingredients` (an array): the same, with the list
 *   replaced (DELETE, then one INSERT) before the row's UPDATE. Answers `{items}`.
 *
 * No authorisation, validation, snapshot, page check or announcement: the
 * floor of a write on this machine and database. Prints `BENCH_READY {"url"}`.
 */
import { createHash, randomUUID } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import pg from "pg"

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })

interface Ingredient {
  readonly ingredient_id: string
  readonly is_organic?: boolean | null
  readonly order?: number | null
}

const bodyOf = (request: IncomingMessage): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")))
      } catch (error) {
        reject(error)
      }
    })
    request.on("error", reject)
  })

/** Runs `write` in a transaction on the locked label, then appends its version; answers what `write` answered. */
const versioned = async <A>(
  id: string,
  write: (client: pg.PoolClient) => Promise<{ readonly row: Record<string, unknown>; readonly answer: A }>
): Promise<A | undefined> => {
  const client = await pool.connect()
  try {
    await client.query("BEGIN")
    const locked = await client.query(
      // The head is read off the locked row itself: a join's other rows are not
      // re-read after the lock wait, so a concurrent writer's version would be missed.
      `SELECT workspace_id, history_version AS version, history_head AS content_hash
       FROM labels WHERE id = $1 FOR UPDATE`,
      [id]
    )
    const head = locked.rows[0] as { workspace_id: string; version: number | null; content_hash: string | null }
    if (head === undefined) {
      await client.query("ROLLBACK")
      return undefined
    }
    const { row, answer } = await write(client)
    const document = JSON.stringify({ format: "raw-bench/1", label: row })
    const hash = createHash("sha256").update(document).digest("hex")
    await client.query(
      `WITH stored AS (INSERT INTO label_versions
          (label_id, workspace_id, version, created_at, created_by, is_published, content_hash, previous_hash, document)
          VALUES ($1, $2, $3, now(), 'raw-bench', true, $4, $5, $6) RETURNING label_id, content_hash)
       UPDATE labels l SET history_head = stored.content_hash, history_version = $3 FROM stored WHERE l.id = stored.label_id`,
      [id, head.workspace_id, (head.version ?? 0) + 1, hash, head.content_hash, document]
    )
    await client.query("COMMIT")
    return answer
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

const patchName = (id: string, name: string) =>
  versioned(id, async (client) => {
    const updated = await client.query(
      "UPDATE labels SET name = $2, updated_at = now(), version = version + 1 WHERE id = $1 RETURNING *",
      [id, name]
    )
    const row = updated.rows[0] as Record<string, unknown>
    return { row, answer: row }
  })

const putIngredients = (id: string, rows: ReadonlyArray<Ingredient>) =>
  versioned(id, async (client) => {
    await client.query("DELETE FROM label_ingredients WHERE label_id = $1", [id])
    const items = rows.map((row) => ({
      id: randomUUID(),
      ingredient_id: row.ingredient_id,
      is_organic: row.is_organic ?? null,
      order: row.order ?? null
    }))
    await client.query(
      `INSERT INTO label_ingredients (label_id, workspace_id, position, id, ingredient_id, is_organic, "order")
       SELECT $1, l.workspace_id, r.position - 1, r.id, r.ingredient_id, r.is_organic, r.ord
       FROM labels l, unnest($2::uuid[], $3::uuid[], $4::boolean[], $5::bigint[]) WITH ORDINALITY
         AS r(id, ingredient_id, is_organic, ord, position)
       WHERE l.id = $1`,
      [
        id,
        items.map((item) => item.id),
        items.map((item) => item.ingredient_id),
        items.map((item) => item.is_organic),
        items.map((item) => item.order)
      ]
    )
    const updated = await client.query(
      "UPDATE labels SET updated_at = now(), version = version + 1 WHERE id = $1 RETURNING *",
      [id]
    )
    return { row: { ...(updated.rows[0] as Record<string, unknown>), ingredients: items }, answer: { items } }
  })

const send = (response: ServerResponse, status: number, body: unknown) => {
  const bytes = Buffer.from(JSON.stringify(body))
  response.writeHead(status, { "content-type": "application/json", "content-length": bytes.length })
  response.end(bytes)
}

const LABEL = /^\/v1\/labels\/([0-9a-f-]{36})(\/ingredients)?$/

const server = createServer((request, response) => {
  const match = LABEL.exec(request.url ?? "")
  const [, id, list] = match ?? []
  const write =
    id === undefined
      ? undefined
      : request.method === "PATCH" && list === undefined
        ? bodyOf(request).then((body) => patchName(id, (body as { name: string }).name))
        : request.method === "PUT" && list !== undefined
          ? bodyOf(request).then((body) => putIngredients(id, body as ReadonlyArray<Ingredient>))
          : undefined
  if (write === undefined) return send(response, 404, { title: "not found" })
  write.then(
    (answer) => (answer === undefined ? send(response, 404, { title: "not found" }) : send(response, 200, answer)),
    (error: unknown) => {
      // On stderr, which the benchmark shows: a failed write fails the run, and its cause should be seen.
      console.error(`raw write server: ${request.method} ${request.url}: ${String(error)}`)
      send(response, 503, { title: String(error) })
    }
  )
})

server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo
  console.log(`BENCH_READY ${JSON.stringify({ url: `http://127.0.0.1:${port}` })}`)
})

process.on("SIGTERM", () => {
  server.close()
  server.closeAllConnections()
  void pool.end()
})
