/**
 * Graceful shutdown under writes (issue 33 item 3): label creates in flight
 * when the server process gets SIGTERM, on fresh `Connection: close`
 * connections and on keep-alive ones. Every write the database saved got
 * its answer (none reset), keep-alive connections are told to close with
 * their answer, a connection opened after the signal is refused (or 503
 * with Retry-After), and the process exits 0. On the embedded database
 * (its demo workspace), and on PostgreSQL when DATABASE_URL names a server
 * it may create a database on.
 */
import { Agent, request } from "node:http"
import { assert, describe, it } from "@effect/vitest"
import { seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Context, Effect, Redacted, type Scope } from "effect"
import { SqlClient } from "effect/sql"
import { processOn } from "./support/postgresProcess.ts"
import { exitOf, listeningUrl, startServer, tempDir } from "./support/processes.ts"
import { TEST_SECRET, tokenFor } from "./support/tokens.ts"

const adminUrl = process.env.DATABASE_URL || undefined

/** What one request got: an answer (status, its `connection` header) or the socket's error. */
type Outcome =
  | { readonly status: number; readonly connection: string | undefined; readonly retryAfter: string | undefined }
  | { readonly error: string }

/** POSTs `body` as JSON to `url` with `headers`, over `agent` (keep-alive) or a fresh connection. */
const post = (url: string, body: unknown, headers: Record<string, string>, agent?: Agent) =>
  new Promise<Outcome>((resolve) => {
    const payload = JSON.stringify(body)
    const sent = request(
      url,
      {
        method: "POST",
        agent: agent ?? false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers }
      },
      (response) => {
        response.resume()
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            retryAfter: response.headers["retry-after"]
          })
        )
        response.on("error", (error) => resolve({ error: error.message }))
      }
    )
    sent.on("error", (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }))
    sent.end(payload)
  })

/** GETs `path` as JSON with `headers`. */
const getJson = (url: string, headers: Record<string, string>) =>
  Effect.promise(async () => (await fetch(url, { headers })).json() as Promise<Record<string, unknown>>)

/** Names of the labels a started server lists (at most 100 per page, a few pages). */
const listedNames = (base: string, headers: Record<string, string>) =>
  Effect.gen(function* () {
    const names: Array<string> = []
    for (let offset = 0; offset < 500; offset += 100) {
      const page = yield* getJson(`${base}/v1/labels?limit=100&offset=${offset}`, headers)
      names.push(...(page.items as Array<{ name: string }>).map((label) => label.name))
      if (page.has_more !== true) break
    }
    return new Set(names)
  })

/** A storage to run the server on: its environment, the caller, and how to read what was saved once it stopped. */
interface Storage {
  readonly env: Record<string, string>
  readonly headers: Record<string, string>
  readonly fields: (base: string) => Effect.Effect<Record<string, string>>
  readonly saved: () => Effect.Effect<ReadonlySet<string>, unknown, Scope.Scope>
}

const embedded = Effect.gen(function* (): Effect.fn.Return<Storage, never, Scope.Scope> {
  const dataDir = yield* tempDir("elabel-shutdown-")
  const env = { ELABEL_DATA_DIR: dataDir, ELABEL_JWT_SECRET: TEST_SECRET, ELABEL_RATE_LIMIT: "off" }
  const headers = { authorization: `Bearer ${yield* tokenFor("demo")}` }
  return {
    env,
    headers,
    fields: (base) =>
      Effect.gen(function* () {
        const workspaces = (yield* getJson(`${base}/v1/workspaces`, headers)).items as Array<{ id: string }>
        const brands = (yield* getJson(`${base}/v1/brands`, headers)).items as Array<{ id: string }>
        return { workspace_id: workspaces[0]!.id, brand_id: brands[0]!.id }
      }),
    saved: () =>
      Effect.gen(function* () {
        const again = yield* startServer(env)
        const base = yield* listeningUrl(again, "60 seconds")
        const names = yield* listedNames(base, headers)
        again.child.kill("SIGTERM")
        yield* exitOf(again.child)
        return names
      })
  }
})

const postgres = (admin: string) =>
  Effect.gen(function* (): Effect.fn.Return<Storage, never, Scope.Scope> {
    const { url } = yield* Effect.orDie(freshDatabase(admin, "elabel_shutdown"))
    const domain = yield* Effect.orDie(processOn(url))
    const { workspace, brandId } = yield* Effect.orDie(seedWorkspace().pipe(Effect.provideContext(domain)))
    const sql = Context.get(domain, SqlClient.SqlClient)
    return {
      env: { DATABASE_URL: Redacted.value(url), ELABEL_JWT_SECRET: TEST_SECRET, ELABEL_RATE_LIMIT: "off" },
      headers: { authorization: `Bearer ${yield* tokenFor(users.owner)}` },
      fields: () => Effect.succeed({ workspace_id: workspace.id, brand_id: brandId }),
      saved: () =>
        Effect.map(sql<{ name: string }>`SELECT name FROM labels`, (rows) => new Set(rows.map((r) => r.name)))
    }
  })

const storages: ReadonlyArray<readonly [string, Effect.Effect<Storage, never, Scope.Scope>]> = [
  ["embedded", embedded],
  ...(adminUrl === undefined ? [] : [["PostgreSQL", postgres(adminUrl)] as const])
]

describe("graceful shutdown under writes", () => {
  for (const [name, storage] of storages) {
    it.live(
      `writes in flight at SIGTERM are answered, saved ones all of them; keep-alive ones close; new ones are refused (${name})`,
      () =>
        Effect.gen(function* () {
          const { env, headers, fields, saved } = yield* storage
          const started = yield* startServer(env)
          const base = yield* listeningUrl(started, "60 seconds")
          const labels = `${base}/v1/labels`
          const known = yield* fields(base)
          const body = (name: string) => ({ ...known, name })
          const keepAlive = new Agent({ keepAlive: true, maxSockets: 8 })
          // Warm: the keep-alive sockets are open, the server's caches filled.
          yield* Effect.promise(() =>
            Promise.all(Array.from({ length: 8 }, (_, i) => post(labels, body(`Warm ${i}`), headers, keepAlive)))
          )

          const fresh = Array.from({ length: 24 }, (_, i) =>
            post(labels, body(`Fresh ${i}`), { ...headers, connection: "close" })
          )
          const kept = Array.from({ length: 16 }, (_, i) => post(labels, body(`Kept ${i}`), headers, keepAlive))
          yield* Effect.sleep("15 millis")
          started.child.kill("SIGTERM")
          const outcomes = yield* Effect.promise(() => Promise.all([...fresh, ...kept]))
          yield* Effect.sleep("300 millis")
          const late = yield* Effect.promise(() => post(labels, body("Late"), { ...headers, connection: "close" }))
          assert.strictEqual(yield* exitOf(started.child), 0, started.output())
          keepAlive.destroy()

          const stored = yield* saved()
          const names = [...fresh.keys()].map((i) => `Fresh ${i}`).concat([...kept.keys()].map((i) => `Kept ${i}`))
          const unanswered = names.filter((label, i) => stored.has(label) && !("status" in outcomes[i]!))
          assert.deepStrictEqual(unanswered, [], `saved writes without an answer: ${JSON.stringify(outcomes)}`)
          for (const [i, outcome] of outcomes.entries()) {
            if (!("status" in outcome)) continue
            if (outcome.status === 201) assert.isTrue(stored.has(names[i]!), `${names[i]} answered 201 but not saved`)
            else assert.strictEqual(outcome.status, 503, JSON.stringify(outcome))
          }
          // Keep-alive answers sent once the server began to close say so (earlier ones may not). On the
          // embedded database the queries hold the event loop: the signal is seen after the burst is answered.
          const closing = outcomes.slice(fresh.length).filter((o) => "status" in o && o.connection === "close").length
          if (name === "PostgreSQL") assert.isAbove(closing, 0, "keep-alive answers after the signal close")
          const answered = outcomes.filter((outcome) => "status" in outcome && outcome.status === 201).length
          assert.isAbove(answered, 0, "some writes were in flight and answered")
          if ("status" in late) {
            assert.strictEqual(late.status, 503)
            assert.isDefined(late.retryAfter)
          } else assert.strictEqual(late.error, "ECONNREFUSED")
        }).pipe(Effect.scoped),
      { timeout: 180_000 }
    )
  }
})
