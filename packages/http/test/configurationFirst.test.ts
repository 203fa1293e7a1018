/**
 * Configuration is checked before anything is created (issue 27, item 5): a
 * bad value of any variable stops the server and the CLI with one line
 * naming the variable, exit code 1, and no data dir, database, secret or lock
 * left behind. A short `ELABEL_JWT_SECRET` used to be refused only after the
 * embedded database was created and seeded (7.6 s), leaving it behind.
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect } from "effect"
import { messageOf } from "../src/server/ServerProgram.ts"
import { checkedConfiguration, checkedServerConfiguration } from "../src/server/StartConfig.ts"
import { exitOf, root, runCli, startServer, tempDir } from "./support/processes.ts"

/** A value of each variable that must be refused, beside valid values of the others. */
const badValues: ReadonlyArray<readonly [variable: string, value: string]> = [
  ["PORT", "eighty"],
  ["DATABASE_URL", "mysql://db.example/elabel"],
  ["ELABEL_DATABASE", "memroy"],
  ["ELABEL_PUBLIC_BASE_URL", "labels.example"],
  ["ELABEL_JWT_SECRET", "too-short"],
  ["ELABEL_JWKS_URL", "not a url"],
  ["ELABEL_JWT_PUBLIC_KEY", "-----BEGIN PUBLIC KEY-----\\nAAAA\\n-----END PUBLIC KEY-----"],
  ["ELABEL_GEO_HEADER", "CF IPCountry"],
  ["ELABEL_WEBHOOK_ALLOW_PRIVATE", "sometimes"],
  ["ELABEL_STATISTICS", "maybe"],
  ["ELABEL_RATE_LIMIT", "lots"],
  ["ELABEL_RATE_LIMIT_WINDOW", "0"],
  ["ELABEL_WORKERS", "many"],
  ["DATABASE_REPLICA_URL", "replica.example"],
  ["ELABEL_REPLICA_MAX_LAG", "-1"],
  ["ELABEL_PAGE_CACHE_MB", "-5"],
  ["ELABEL_GS1_CACHE_SIZE", "lots"],
  ["ELABEL_LABEL_CACHE_SIZE", "1e3"],
  ["ELABEL_LOG_FORMAT", "xml"],
  ["ELABEL_METRICS_PORT", "http"],
  ["OTEL_EXPORTER_OTLP_ENDPOINT", "collector:4318"],
  ["OTEL_TRACES_SAMPLER_ARG", "often"],
  ["ELABEL_MEDIA_IMAGE_BYTES", "lots"],
  ["ELABEL_MEDIA_DOCUMENT_BYTES", "-1"],
  ["ELABEL_MEDIA_PIXELS", "1e9"],
  ["ELABEL_MEDIA_WORKSPACE_BYTES", "big"],
  ["ELABEL_MEDIA_S3_BUCKET", "Media_Files"],
  ["ELABEL_MEDIA_S3_REGION", "eu west 1"],
  ["ELABEL_MEDIA_S3_ENDPOINT", "minio:9000"],
  // Alone, without the bucket: refused, naming both.
  ["ELABEL_MEDIA_S3_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE"],
  ["ELABEL_MEDIA_S3_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
  ["ELABEL_MEDIA_S3_FORCE_PATH_STYLE", "sometimes"],
  // Alone, without ELABEL_JWKS_URL: refused, naming what it needs.
  ["ELABEL_OIDC_CLIENT_ID", "elabel-console"],
  ["ELABEL_OIDC_ISSUER", "idp.example"],
  // Alone, without the client id it belongs to.
  ["ELABEL_OIDC_CLIENT_SECRET", "console-secret"]
]

/** Variables whose every value is usable (a host, a path, a claim to require). */
const anyValue = ["HOST", "ELABEL_DATA_DIR", "ELABEL_JWT_ISSUER", "ELABEL_JWT_AUDIENCE"]

/** The one sentence a failed check prints. */
const refusalOf = (check: typeof checkedConfiguration, env: Record<string, string>) =>
  check.pipe(
    Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env })),
    Effect.flip,
    Effect.map(messageOf)
  )

describe("configuration checked first", () => {
  it.effect("every variable with a bad value is refused in one line that names it", () =>
    Effect.gen(function* () {
      for (const [variable, value] of badValues) {
        for (const check of [checkedServerConfiguration, checkedConfiguration]) {
          const message = yield* refusalOf(check, { [variable]: value })
          assert.include(message, variable, `${variable}=${value}`)
          assert.notInclude(message, "\n", `${variable}=${value}`)
        }
      }
    })
  )

  it.effect("the server needs a token key with DATABASE_URL; the CLI's database commands do not", () =>
    Effect.gen(function* () {
      const env = { DATABASE_URL: "postgres://elabel@db.example/elabel" }
      assert.include(yield* refusalOf(checkedServerConfiguration, env), "ELABEL_JWT_SECRET")
      const settings = yield* checkedConfiguration.pipe(
        Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env }))
      )
      assert.strictEqual(settings.port, 3000)
    })
  )

  it("every variable of the README's configuration table is either checked here or takes any value", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8")
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Running on PostgreSQL"))
    const named = new Set([...table.matchAll(/`((?:ELABEL_|DATABASE_)[A-Z0-9_]+|PORT|HOST)`/g)].map((m) => m[1]!))
    const covered = new Set([...badValues.map(([variable]) => variable), ...anyValue])
    assert.deepStrictEqual(
      [...named].filter((variable) => !covered.has(variable)),
      [],
      "a variable of the README without a bad value in this test"
    )
  })

  it.live(
    "the server stops with one line and creates no data dir; so does the CLI",
    () =>
      Effect.gen(function* () {
        const dir = yield* tempDir("elabel-config-first-")
        const cases: ReadonlyArray<Record<string, string>> = [
          { ELABEL_JWT_SECRET: "too-short" },
          { ELABEL_PAGE_CACHE_MB: "lots" },
          { ELABEL_JWT_PUBLIC_KEY: "not a key" },
          { ELABEL_STATISTICS: "maybe" }
        ]
        yield* Effect.forEach(
          cases,
          (bad, index) =>
            Effect.gen(function* () {
              const [variable] = Object.keys(bad)
              const dataDir = join(dir, `server-${index}`)
              const started = yield* startServer({ ...bad, ELABEL_DATA_DIR: dataDir })
              const code = yield* exitOf(started.child).pipe(Effect.timeout("60 seconds"))
              const lines = started.output().trim().split("\n")
              assert.strictEqual(code, 1, started.output())
              assert.lengthOf(lines, 1, started.output())
              assert.include(lines[0], variable!)
              assert.isFalse(existsSync(dataDir), `${variable}: the server created ${dataDir}`)

              const cliDataDir = join(dir, `cli-${index}`)
              for (const args of [
                ["workspace", "list"],
                ["token", "--user", "alice"]
              ]) {
                const run = yield* runCli({ ...bad, ELABEL_DATA_DIR: cliDataDir }, ...args)
                assert.strictEqual(run.code, 1, JSON.stringify(run))
                assert.strictEqual(run.stdout, "")
                assert.lengthOf(run.stderr.trim().split("\n"), 1, run.stderr)
                assert.include(run.stderr, variable!)
                assert.isFalse(existsSync(cliDataDir), `${variable}: the CLI (${args[0]}) created ${cliDataDir}`)
              }
            }),
          { concurrency: 2, discard: true }
        )
      }).pipe(Effect.scoped),
    180_000
  )
})
