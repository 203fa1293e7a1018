/**
 * The typed client against a real server: the whole app (`AppLive`) on a
 * socket on port 0, over a fresh in-memory domain, called through
 * `@elabel/http/client` the way another service would. Declared problems
 * arrive as their typed classes.
 */
import { readFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { assert, describe, it, layer } from "@effect/vitest"
import { LabelId } from "@elabel/domain"
import { type BearerToken, ElabelClient, NotFoundProblem, UnauthorizedProblem } from "@elabel/http/client"
import { completeNutrition, seedWorkspace, TestLayer, users, validChildren } from "@elabel/testkit"
import { Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import { AppLive, serveApp } from "../src/server/App.ts"
import { foreignToken, testVerifierLayer, tokenFor } from "./support/tokens.ts"

/** The app on a real socket, with the domain it serves exposed to seed data. */
const ServerLive = serveApp(AppLive, { port: 0, host: "127.0.0.1" }).pipe(
  Layer.provide(testVerifierLayer),
  Layer.provideMerge(TestLayer)
)

/** A client of the running server that sends `token`. */
const clientWith = (token: BearerToken) =>
  Effect.gen(function* () {
    const baseUrl = HttpServer.formatAddress((yield* HttpServer.HttpServer).address)
    return yield* Effect.provide(
      Effect.gen(function* () {
        return yield* ElabelClient
      }),
      ElabelClient.layer({ baseUrl, token })
    )
  })

layer(ServerLive, { excludeTestServices: true })("typed client against a running server", (it) => {
  it.effect("lists workspaces, creates, reads, patches, fills and publishes a label", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
      const client = yield* clientWith(yield* tokenFor(users.owner))

      const workspaces = yield* client.workspaces.list({ query: {} })
      assert.deepStrictEqual(
        workspaces.items.map((item) => item.id),
        [workspace.id]
      )

      const [created, response] = yield* client.labels.create({
        payload: { workspace_id: workspace.id, brand_id: brandId, name: "Riesling Kabinett", vintage: "2023" },
        responseMode: "decoded-and-response"
      })
      assert.strictEqual(response.status, 201)
      assert.strictEqual(response.headers.location, `/v1/labels/${created.id}`)
      assert.strictEqual(created.name, "Riesling Kabinett")
      assert.isFalse(created.is_published)

      const read = yield* client.labels.get({ params: { id: created.id } })
      assert.deepStrictEqual(read, created)

      const patched = yield* client.labels.patch({
        params: { id: created.id },
        payload: { name: "Riesling Spätlese", ...completeNutrition }
      })
      assert.strictEqual(patched.name, "Riesling Spätlese")
      assert.strictEqual(patched.vintage, "2023")

      const ingredients = yield* client.labels.putIngredients({
        params: { id: created.id },
        payload: validChildren.ingredients
      })
      assert.deepStrictEqual(
        ingredients.items.map((row) => row.ingredient_id),
        validChildren.ingredients.map((row) => row.ingredient_id)
      )

      const published = yield* client.labels.publish({ params: { id: created.id } })
      assert.isTrue(published.is_published)
      assert.isNotNull(published.short_url)
      assert.strictEqual((yield* client.labels.get({ params: { id: created.id } })).name, "Riesling Spätlese")
    })
  )

  it.effect("an unknown id fails with the typed NotFoundProblem", () =>
    Effect.gen(function* () {
      const client = yield* clientWith(yield* tokenFor(users.owner))
      const error = yield* Effect.flip(
        client.labels.get({ params: { id: LabelId.make("00000000-0000-4000-8000-00000000abcd") } })
      )
      assert.instanceOf(error, NotFoundProblem)
      assert.strictEqual(error._tag, "NotFoundProblem")
      if (error instanceof NotFoundProblem) {
        assert.strictEqual(error.status, 404)
        assert.strictEqual(error.type, "/problems/not-found")
      }
    })
  )

  it.effect("a token the server does not accept fails with the typed UnauthorizedProblem", () =>
    Effect.gen(function* () {
      const client = yield* clientWith(yield* foreignToken(users.owner))
      const error = yield* Effect.flip(client.workspaces.list({ query: {} }))
      assert.instanceOf(error, UnauthorizedProblem)
      if (error instanceof UnauthorizedProblem) assert.strictEqual(error.status, 401)
    })
  )

  it.effect("reads the token from an Effect before every request", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace({ name: "Weingut Effect", owner: users.stranger, members: [] })
      let calls = 0
      const token = Effect.suspend(() => {
        calls++
        return tokenFor(users.stranger)
      }).pipe(Effect.orDie)
      const client = yield* clientWith(token)
      const first = yield* client.workspaces.list({ query: {} })
      yield* client.workspaces.get({ params: { id: workspace.id } })
      assert.deepStrictEqual(
        first.items.map((item) => item.id),
        [workspace.id]
      )
      assert.strictEqual(calls, 2)
    })
  )
})

describe("@elabel/http/client", () => {
  const src = join(dirname(fileURLToPath(import.meta.url)), "../src")

  /** Every file the client entry point reaches through relative imports. */
  const reachable = (entry: string): ReadonlySet<string> => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const [, target] of readFileSync(file, "utf8").matchAll(/from "(\.{1,2}\/[^"]+)"/g)) {
        visit(join(dirname(file), target!))
      }
    }
    visit(entry)
    return seen
  }

  it("reaches no server, handler or storage code", () => {
    const files = [...reachable(join(src, "client/index.ts"))]
    const paths = files.map((file) => relative(src, file))
    assert.include(paths, "client/ElabelClient.ts")
    assert.include(paths, "api/ElabelApi.ts")
    for (const path of paths) assert.match(path, /^(api|client)\//, path)
    for (const file of files) {
      assert.notMatch(readFileSync(file, "utf8"), /from "(@elabel\/persistence|@effect\/platform-node|node:)/, file)
    }
  })
})
