/**
 * The operator CLI as an operator runs it (`node packages/http/src/cli/cli.ts`,
 * what `npm run cli --` starts): on an embedded data dir and, when
 * `DATABASE_URL` is set, on a fresh PostgreSQL database. And the server's
 * first start on an empty data dir: one demo workspace, a token that works,
 * never a second one. And the lock that keeps a second process out of an
 * embedded data dir.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Layer, Redacted } from "effect"
import type { AuthSettings } from "../src/auth/AuthConfig.ts"
import { makeJoseVerifier } from "../src/auth/TokenVerifier.ts"
import { dataDirLock } from "../src/server/DataDirLock.ts"
import { listeningUrl, runCli, startServer, stop, tempDir } from "./support/processes.ts"

/** A run that must succeed: its stdout parsed as JSON. */
const runJson = (env: Record<string, string>, ...args: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const run = yield* runCli(env, ...args)
    const printed = `${args.join(" ")} printed ${JSON.stringify(run)}`
    assert.strictEqual(run.code, 0, printed)
    return yield* Effect.try({ try: () => JSON.parse(run.stdout) as unknown, catch: () => printed }).pipe(Effect.orDie)
  })

/** A run that must fail: exit code 1, nothing on stdout, one line on stderr containing `message`. */
const expectFailure = (env: Record<string, string>, message: string, ...args: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const run = yield* runCli(env, ...args)
    const printed = `${args.join(" ")} printed ${JSON.stringify(run)}`
    assert.strictEqual(run.code, 1, printed)
    assert.strictEqual(run.stdout, "", printed)
    assert.include(run.stderr, message, printed)
    assert.notInclude(run.stderr, "    at ", printed)
  })

interface WorkspaceJson {
  readonly id: string
  readonly name: string
  readonly is_pro: boolean
  readonly is_premium: boolean
  readonly can_publish: boolean
  readonly included_marketing_qr_codes: number | null
  readonly owned_by: string | null
}

const ISSUER = "https://elabel.example"
const AUDIENCE = "elabel-api"

/**
 * The operator's round: create a workspace, add a member, mint their token,
 * list, change a setting, and the errors an operator makes.
 */
const operatorRound = (env: Record<string, string>, secretOf: () => string) =>
  Effect.gen(function* () {
    const created = (yield* runJson(
      env,
      "workspace",
      "create",
      "--name",
      "Weingut Test",
      "--plan",
      "pro",
      "--json"
    )) as WorkspaceJson
    assert.match(created.id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    assert.strictEqual(created.name, "Weingut Test")
    assert.isTrue(created.is_pro)
    assert.strictEqual(created.included_marketing_qr_codes, 10)

    const member = yield* runJson(
      env,
      "member",
      "add",
      "--workspace",
      created.id,
      "--user",
      "alice",
      "--role",
      "editor",
      "--json"
    )
    assert.deepStrictEqual(member, { workspace_id: created.id, user_id: "alice", role: "editor" })

    // The token verifies with the server's key and the configured iss/aud.
    const { token } = (yield* runJson(env, "token", "--user", "alice", "--expires-in", "2h", "--json")) as {
      token: string
    }
    const settings: AuthSettings = {
      key: { _tag: "Secret", secret: Redacted.make(secretOf()) },
      issuer: ISSUER,
      audience: AUDIENCE
    }
    const verified = yield* (yield* makeJoseVerifier(settings))(token)
    assert.strictEqual(verified.userId, "alice")
    const plain = yield* runCli(env, "token", "--user", "alice")
    assert.match(plain.stdout, /^[\w-]+\.[\w-]+\.[\w-]+\n$/, JSON.stringify(plain))

    const updated = (yield* runJson(
      env,
      "workspace",
      "set",
      created.id,
      "--can-publish",
      "false",
      "--json"
    )) as WorkspaceJson
    assert.isFalse(updated.can_publish)
    const listed = (yield* runJson(env, "workspace", "list", "--json")) as ReadonlyArray<WorkspaceJson>
    const stored = listed.find((workspace) => workspace.id === created.id)
    assert.isDefined(stored)
    assert.isFalse(stored?.can_publish)
    assert.isTrue(stored?.is_pro)
    assert.isNull(stored?.owned_by)

    // The first owner added to a workspace without one becomes its `owned_by`.
    yield* runJson(env, "member", "add", "--workspace", created.id, "--user", "olga", "--role", "owner", "--json")
    const owned = (yield* runJson(env, "workspace", "list", "--json")) as ReadonlyArray<WorkspaceJson>
    assert.strictEqual(owned.find((workspace) => workspace.id === created.id)?.owned_by, "olga")

    const unknown = "00000000-0000-4000-8000-00000000beef"
    yield* expectFailure(env, `no workspace ${unknown}`, "workspace", "set", unknown, "--can-publish", "true")
    yield* expectFailure(
      env,
      "a workspace id (a UUID)",
      "member",
      "add",
      "--workspace",
      "nope",
      "--user",
      "bob",
      "--role",
      "owner"
    )
    yield* expectFailure(
      env,
      '--role: "boss"',
      "member",
      "add",
      "--workspace",
      created.id,
      "--user",
      "bob",
      "--role",
      "boss"
    )
    yield* expectFailure(env, '--plan: "gold"', "workspace", "create", "--name", "X", "--plan", "gold")
  })

/** A new database `elabel_cli_<random>` on the server of `adminUrl`, dropped at the end; its URL. */
const freshDatabaseUrl = (adminUrl: string) =>
  freshDatabase(adminUrl, "elabel_cli").pipe(
    Effect.map(({ url }) => Redacted.value(url)),
    Effect.orDie
  )

describe("operator CLI", () => {
  it.live(
    "on the embedded database: create, add a member, mint a token, list, set, and clear errors",
    () =>
      Effect.gen(function* () {
        const dataDir = join(yield* tempDir("elabel-cli-"), "data")
        const env = { ELABEL_DATA_DIR: dataDir, ELABEL_JWT_ISSUER: ISSUER, ELABEL_JWT_AUDIENCE: AUDIENCE }
        // The embedded mode's key: the secret the server keeps in the data dir.
        yield* operatorRound(env, () => readFileSync(join(dataDir, "jwt-secret"), "utf8").trim())
        // Every command closed the database again: nothing holds the data dir.
        assert.isFalse(existsSync(join(dataDir, ".lock")))
      }),
    240_000
  )

  it.live.runIf(process.env.DATABASE_URL)(
    "on PostgreSQL (DATABASE_URL): migrate, then the same round",
    () =>
      Effect.gen(function* () {
        const url = yield* freshDatabaseUrl(process.env.DATABASE_URL ?? "")
        const secret = "cli-test-secret-with-at-least-32-bytes!!"
        const env = {
          DATABASE_URL: url,
          ELABEL_JWT_SECRET: secret,
          ELABEL_JWT_ISSUER: ISSUER,
          ELABEL_JWT_AUDIENCE: AUDIENCE
        }
        const migrated = yield* runJson(env, "migrate", "--json")
        assert.deepInclude(migrated, { storage: "postgres" })
        yield* operatorRound(env, () => secret)
      }),
    240_000
  )

  it.live(
    "refuses to sign when the server verifies an identity provider's tokens",
    () =>
      Effect.gen(function* () {
        const dataDir = yield* tempDir("elabel-cli-jwks-")
        yield* expectFailure(
          { ELABEL_DATA_DIR: dataDir, ELABEL_JWKS_URL: "https://idp.example/.well-known/jwks.json" },
          "external identity provider",
          "token",
          "--user",
          "alice"
        )
      }),
    60_000
  )
})

const workspacesWith = (url: string, token: string) =>
  Effect.promise(() => fetch(`${url}/v1/workspaces`, { headers: { authorization: `Bearer ${token}` } })).pipe(
    Effect.flatMap((response) =>
      Effect.map(
        Effect.promise(() => response.json()),
        (body) => ({
          status: response.status,
          body: body as { readonly items: ReadonlyArray<WorkspaceJson> }
        })
      )
    )
  )

/** Spends a console sign-in link as its page's button does. */
const consoleSignIn = (link: string) =>
  Effect.promise(() => {
    const url = new URL(link)
    return fetch(`${url.origin}/console/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: url.searchParams.get("token") ?? "" }).toString()
    })
  })

describe("first start on an empty embedded database", () => {
  it.live(
    "creates one demo workspace and logs a token, a curl line and a console sign-in link that work; never again",
    () =>
      Effect.gen(function* () {
        const dataDir = yield* tempDir("elabel-demo-")
        const first = yield* startServer({ ELABEL_DATA_DIR: dataDir })
        const url = yield* listeningUrl(first, "60 seconds")
        const curl = /curl -H "Authorization: Bearer ([\w.-]+)" (\S+)/.exec(first.output())
        assert.isNotNull(curl, first.output())
        const [, token = "", curlUrl] = curl ?? []
        assert.strictEqual(curlUrl, `${url}/v1/workspaces`)

        const seen = yield* workspacesWith(url, token)
        assert.strictEqual(seen.status, 200)
        assert.deepStrictEqual(
          seen.body.items.map((workspace) => [workspace.name, workspace.is_premium]),
          [["Demo Winery", true]]
        )

        // The console sign-in link of the log works once; the CLI makes another beside the running server.
        const logged = /(http:\/\/\S+\/console\/sign-in\?token=\S+)/.exec(first.output())?.[1] ?? ""
        assert.include(logged, `${url}/console/sign-in?token=`, first.output())
        assert.strictEqual((yield* consoleSignIn(logged)).status, 303)
        assert.strictEqual((yield* consoleSignIn(logged)).status, 400, "a link works once")
        const made = yield* runCli(
          { ELABEL_DATA_DIR: dataDir, PORT: new URL(url).port },
          "sign-in-link",
          "--user",
          "demo"
        )
        assert.strictEqual(made.code, 0, made.stderr)
        assert.match(made.stdout, /^http:\/\/localhost:\d+\/console\/sign-in\?token=[\w.-]+\n$/, "the URL alone")
        const opened = yield* consoleSignIn(made.stdout.trim().replace("localhost", new URL(url).hostname))
        assert.strictEqual(opened.status, 303)

        // The running server holds the data dir: the CLI is refused, not let in to corrupt it.
        yield* expectFailure({ ELABEL_DATA_DIR: dataDir }, "in use by process", "workspace", "list")
        assert.strictEqual(yield* stop(first, "15 seconds"), 0)

        const second = yield* startServer({ ELABEL_DATA_DIR: dataDir })
        const again = yield* listeningUrl(second, "60 seconds")
        assert.notInclude(second.output(), "demo workspace")
        assert.strictEqual((yield* workspacesWith(again, token)).body.items.length, 1)
        assert.strictEqual(yield* stop(second, "15 seconds"), 0)
      }),
    240_000
  )
})

describe("the data dir lock", () => {
  it.live("takes over a lock whose process is gone, and removes it when released", () =>
    Effect.gen(function* () {
      const dataDir = yield* tempDir("elabel-lock-")
      const lock = join(dataDir, ".lock")
      // A pid no process has (beyond any pid_max): what a killed server leaves behind.
      writeFileSync(lock, "2147483646\n")
      yield* Effect.scoped(
        Effect.gen(function* () {
          yield* Layer.build(dataDirLock(dataDir))
          assert.strictEqual(readFileSync(lock, "utf8").trim(), String(process.pid))
        })
      )
      assert.isFalse(existsSync(lock))
    })
  )

  it.live("refuses a data dir another running process holds, and leaves its lock alone", () =>
    Effect.gen(function* () {
      const dataDir = yield* tempDir("elabel-lock-")
      const lock = join(dataDir, ".lock")
      writeFileSync(lock, `${process.ppid}\n`)
      const error = yield* Effect.flip(Effect.scoped(Layer.build(dataDirLock(dataDir))))
      assert.include(error.reason, `in use by process ${process.ppid}`)
      assert.strictEqual(readFileSync(lock, "utf8").trim(), String(process.ppid))
    })
  )
})
