/**
 * Input that cannot name anything never reaches storage: a public path whose
 * ref, GTIN or lot could not be stored (a NUL, a stray byte, too long)
 * answers 404 (400 for a GTIN that is no GTIN) and a signed token whose
 * `sub` could not be a user id answers 401, without a query. PostgreSQL
 * refuses a NUL in `text` outright, which used to surface as 503 and a
 * warning per request. Shown on a store where every lookup fails, and on
 * PostgreSQL itself when DATABASE_URL is set.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  type DomainServices,
  domainServicesLayer,
  FormatRepository,
  IdGenerator,
  LabelRepository,
  LabelVersionRepository,
  MarketingQrCodeRepository,
  PersistenceUnavailable,
  RefGenerator,
  WorkspaceRepository
} from "@elabel/domain"
import { layerMemory, layerPostgres } from "@elabel/persistence"
import { TestIds } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { type Context, Effect, Layer, Logger } from "effect"
import { openApp } from "./support/scanner.ts"
import { signedClaims } from "./support/tokens.ts"

/** A repository whose every operation fails as an unreachable database does. */
const down = <I, S extends object>(tag: Context.Key<I, S>) =>
  Layer.succeed(tag)(
    new Proxy({} as S, { get: () => () => Effect.fail(new PersistenceUnavailable({ reason: "database down" })) })
  )

/** The domain with every lookup a public path or a token could cause failing. */
const StorageDown: Layer.Layer<DomainServices> = domainServicesLayer.pipe(
  Layer.provide(
    Layer.mergeAll(
      down(LabelRepository),
      down(LabelVersionRepository),
      down(FormatRepository),
      down(MarketingQrCodeRepository),
      down(WorkspaceRepository)
    )
  ),
  Layer.provideMerge(Layer.mergeAll(layerMemory(), TestIds))
)

/** A valid GTIN-13 (check digit 1). */
const GTIN = "4006381333931"

/** Paths that can name nothing, and what each answers without a query. */
const hostilePaths: ReadonlyArray<readonly [string, number]> = [
  ["/l/%00", 404],
  ["/l/abc%00def", 404],
  [`/l/${"a".repeat(65)}`, 404],
  ["/l/%F0%9F%8D%B7", 404],
  ["/q/%00", 404],
  ["/q/abc%00", 404],
  [`/01/${GTIN}/10/%00`, 400],
  [`/01/${GTIN}/10/L%00T`, 400],
  ["/01/%00", 400]
]

/** Sends every hostile path and a token with a NUL in `sub`; asserts the answers and that nothing was logged. */
const assertNothingReachesStorage = Effect.gen(function* () {
  const lines: Array<string> = []
  const collector = Logger.make((options) => {
    lines.push(String(options.message))
  })
  const app = yield* openApp()
  for (const [path, status] of hostilePaths) {
    const answer = yield* app.send("GET", path).pipe(Effect.provide(Logger.layer([collector])))
    assert.strictEqual(answer.status, status, path)
  }
  const token = yield* signedClaims('{"sub":"user\\u0000-1","exp":4102444800}')
  const refused = yield* app
    .send("GET", "/v1/workspaces", { headers: { authorization: `Bearer ${token}` } })
    .pipe(Effect.provide(Logger.layer([collector])))
  assert.strictEqual(refused.status, 401, refused.text)
  assert.include(refused.headers.get("www-authenticate") ?? "", 'error="invalid_token"')
  assert.include(refused.headers.get("www-authenticate") ?? "", "subject")
  assert.deepStrictEqual(lines, [])
})

describe("hostile public paths and token subjects", () => {
  it.effect("are refused without a query: a store that fails every lookup is never asked", () =>
    Effect.gen(function* () {
      yield* assertNothingReachesStorage
      // The store is down indeed: a plausible ref is looked up and answers 503.
      const app = yield* openApp()
      assert.strictEqual((yield* app.send("GET", "/l/abc123")).status, 503)
      assert.strictEqual((yield* app.send("GET", "/q/abc123")).status, 503)
    }).pipe(Effect.provide(StorageDown))
  )

  const adminUrl = process.env.DATABASE_URL || undefined
  it.live.skipIf(adminUrl === undefined)(
    "are refused on PostgreSQL, which cannot hold a NUL, with 404 and 401 rather than 503",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_nul")
        const domain = domainServicesLayer.pipe(
          Layer.provideMerge(Layer.mergeAll(layerPostgres(url), IdGenerator.layer, RefGenerator.layer))
        )
        yield* assertNothingReachesStorage.pipe(Effect.provide(domain))
      }).pipe(Effect.scoped),
    60_000
  )
})
