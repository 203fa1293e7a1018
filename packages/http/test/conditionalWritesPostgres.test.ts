/**
 * Conditional writes across two real server processes (`node
 * packages/http/src/main.ts`, as an operator starts them) on one PostgreSQL
 * database: two PATCHes with the same `If-Match` at once, one to each
 * server, answer exactly one 200 and one 412; a PATCH of a marketing code's
 * url racing its publish on the other server is never lost (publish writes
 * only its own columns, and only on the version it decided on). Runs when
 * DATABASE_URL names a server it may create a database on.
 */
import { assert, describe, layer } from "@effect/vitest"
import { Labels } from "@elabel/domain"
import { createLabel, createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Context, Effect, Layer, Redacted } from "effect"
import { processOn } from "./support/postgresProcess.ts"
import { listeningUrl, startServer } from "./support/processes.ts"
import { TEST_SECRET, tokenFor } from "./support/tokens.ts"

const adminUrl = process.env.DATABASE_URL || undefined

/** The services of a domain on the test database: what seeding may use. */
type Seeding = Effect.Success<ReturnType<typeof processOn>> extends Context.Context<infer R> ? R : never

/** Two started servers on one fresh database, and a domain on it to seed data with. */
class TwoServers extends Context.Service<
  TwoServers,
  { readonly bases: readonly [string, string]; readonly domain: Context.Context<Seeding> }
>()("@elabel/http/test/TwoServers") {}

const TwoServersLive = Layer.effect(
  TwoServers,
  Effect.gen(function* () {
    const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_servers")
    // Migrated by the seeding domain first, so the servers start on a ready database, one after the other.
    const domain = yield* processOn(url)
    const env = { DATABASE_URL: Redacted.value(url), ELABEL_JWT_SECRET: TEST_SECRET, ELABEL_RATE_LIMIT: "off" }
    const first = yield* listeningUrl(yield* startServer(env), "60 seconds")
    const second = yield* listeningUrl(yield* startServer(env), "60 seconds")
    return TwoServers.of({ bases: [first, second], domain })
  })
).pipe(Layer.orDie)

/** What came back of one request. */
interface Answer {
  readonly status: number
  readonly etag: string | null
  readonly json: Record<string, unknown>
}

/** `method path` on the server at `base` as the owner, with a JSON body and extra headers. */
const send = (base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  Effect.gen(function* () {
    const token = yield* tokenFor(users.owner)
    return yield* Effect.promise(async (): Promise<Answer> => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      })
      const text = await response.text()
      return { status: response.status, etag: response.headers.get("etag"), json: text === "" ? {} : JSON.parse(text) }
    })
  })

/** Runs a seeding effect on the domain of the shared database. */
const seeded = <A, E>(effect: Effect.Effect<A, E, Seeding>) =>
  TwoServers.use(({ domain }) => Effect.provideContext(effect, domain))

describe.skipIf(adminUrl === undefined)("conditional writes across two server processes on PostgreSQL", () => {
  layer(TwoServersLive, { excludeTestServices: true, timeout: "120 seconds" })("two servers, one database", (it) => {
    it.effect(
      "PATCHes with the same If-Match, one to each server at once: exactly one 200, the other 412",
      () =>
        Effect.gen(function* () {
          const { bases } = yield* TwoServers
          const label = yield* seeded(
            Effect.flatMap(seedWorkspace(), ({ workspace, brandId }) => createLabel(users.owner, workspace.id, brandId))
          )
          const path = `/v1/labels/${label.id}`
          // Each round's tag is the last write's answer: a GET may be served from a cache that another
          // process's write has not reached yet (ADR 0015).
          let tag = (yield* send(bases[0], "GET", path)).etag ?? ""
          let name = label.name
          for (let round = 0; round < 10; round++) {
            const answers = yield* Effect.forEach(
              bases,
              (base, i) => send(base, "PATCH", path, { name: `Round ${round} by ${i}` }, { "if-match": tag }),
              { concurrency: "unbounded" }
            )
            assert.deepStrictEqual(answers.map((answer) => answer.status).sort(), [200, 412], `round ${round}`)
            const winner = answers.find((answer) => answer.status === 200)
            tag = winner?.etag ?? ""
            name = String(winner?.json.name)
          }
          const stored = yield* seeded(Labels.use((labels) => labels.get(users.owner, label.id)))
          assert.strictEqual(`"v${stored.version}"`, tag)
          assert.strictEqual(stored.name, name)
        }),
      { timeout: 120_000 }
    )

    it.effect(
      "a marketing code's url PATCHed on one server while the other publishes it: both 200, the url stays",
      () =>
        Effect.gen(function* () {
          const { bases } = yield* TwoServers
          const code = yield* seeded(
            Effect.flatMap(seedWorkspace({ plan: "premium" }), ({ workspace }) =>
              createQrCode(users.owner, workspace.id)
            )
          )
          const path = `/v1/marketing-qr-codes/${code.id}`
          const lost: Array<number> = []
          for (let round = 0; round < 40; round++) {
            const url = `https://shop.example/round-${round}`
            const [patched, published] = yield* Effect.all(
              [send(bases[0], "PATCH", path, { url }), send(bases[1], "POST", `${path}/publish`)],
              { concurrency: "unbounded" }
            )
            assert.deepStrictEqual([patched?.status, published?.status], [200, 200], `round ${round}`)
            const stored = (yield* send(bases[0], "GET", path)).json
            assert.isTrue(stored.is_published, `round ${round}`)
            if (stored.url !== url) lost.push(round)
            assert.strictEqual((yield* send(bases[1], "POST", `${path}/unpublish`)).status, 200)
          }
          assert.deepStrictEqual(lost, [], "rounds whose PATCH was lost")
        }),
      { timeout: 120_000 }
    )
  })
})
