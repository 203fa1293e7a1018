/**
 * Unknown query parameters: on every route of the API (`/v1`), a parameter
 * the route does not take is a 400 `invalid-query` naming it, as an unknown
 * body key is a 400 `invalid-body`: a typo such as `search` for `q` no
 * longer answers the whole list as if it had filtered it. An empty value
 * counts as absent there. Every route outside `/v1` takes any: scanners and
 * apps decorate the consumer links, monitors and browsers add cache-busters
 * to the health checks and the reference.
 */
import { assert, describe, it } from "@effect/vitest"
import { seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { ElabelApi } from "../src/api/ElabelApi.ts"
import { apiRoutes } from "../src/protocol/RouteTable.ts"
import { AppWireLive } from "./support/appWire.ts"
import { badRequestPaths } from "./support/referenceWire.ts"
import { call, problemOf } from "./support/wire.ts"

/** A well-formed id for every path parameter: the check comes before any lookup. */
const concrete = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    name === "slug" ? "invalid-query" : name === "n" ? "1" : "00000000-0000-4000-8000-000000000000"
  )

describe("unknown query parameters", () => {
  it.effect("every API route refuses one, naming it, with what it takes", () =>
    Effect.gen(function* () {
      const routes = apiRoutes(ElabelApi).filter((route) => route.path.startsWith("/v1/"))
      assert.isAbove(routes.length, 40)
      for (const route of routes) {
        const response = yield* call(route.method, `${concrete(route.path)}?not_a_param=1`, {
          as: users.owner,
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { body: {} })
        })
        const where = `${route.method} ${route.path}`
        assert.strictEqual(response.status, 400, where)
        const problem = yield* problemOf(response)
        assert.strictEqual(problem.type, "/problems/invalid-query", where)
        assert.deepStrictEqual(problem.errors, [{ path: "not_a_param", message: "unknown query parameter" }], where)
      }
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("`search` for `q` is refused instead of answering the whole catalogue", () =>
    Effect.gen(function* () {
      const typo = yield* call("GET", "/v1/catalog/grape-varieties?search=Riesling&limit=5", { as: users.owner })
      assert.strictEqual(typo.status, 400)
      const problem = yield* problemOf(typo)
      assert.strictEqual(problem.detail, "Unknown query parameter: search. This route takes: locale, q, limit, offset.")
      const right = yield* call("GET", "/v1/catalog/grape-varieties?q=Riesling", { as: users.owner })
      assert.strictEqual(right.status, 200)
      const names = (right.json as { items: ReadonlyArray<{ name: string }> }).items.map((item) => item.name)
      assert.isTrue(names.length > 0 && names.every((name) => /riesling/i.test(name)), names.join())
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("known parameters pass, repeated or not; a route without parameters takes none", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const list = yield* call("GET", `/v1/labels?workspace_id=${workspace.id}&limit=5&limit=5`, { as: users.owner })
      assert.notStrictEqual(list.status, 500)
      const plain = yield* call("GET", `/v1/labels?workspace_id=${workspace.id}&limit=5`, { as: users.owner })
      assert.strictEqual(plain.status, 200)
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("the health checks, the reference, the problem pages and robots.txt take any: a cache-buster passes", () =>
    Effect.gen(function* () {
      const ready = yield* call("HEAD", "/health/ready?_=1732540800123")
      assert.strictEqual(ready.status, 200, ready.text)
      const paths = [
        "/health/live?verbose=1",
        "/health/ready?_=123",
        "/openapi.json?v=2",
        "/docs?x=1",
        "/problems/invalid-query?from=mail",
        "/robots.txt?nocache=1"
      ]
      for (const path of paths) {
        const answer = yield* call("GET", path)
        assert.strictEqual(answer.status, 200, `${path}: ${answer.text.slice(0, 200)}`)
      }
      assert.strictEqual((yield* call("GET", "/v1/catalog/countries?_=1", { as: users.owner })).status, 400)
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("an empty value counts as absent: the query /docs generates for the label list answers the list", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace()
      for (const name of ["Riesling", "Silvaner"]) {
        const created = yield* call("POST", "/v1/labels", {
          as: users.owner,
          body: { workspace_id: workspace.id, brand_id: brandId, name }
        })
        assert.strictEqual(created.status, 201, created.text)
        if (name === "Silvaner") {
          const id = (created.json as { id: string }).id
          const archived = yield* call("PATCH", `/v1/labels/${id}`, { as: users.owner, body: { is_archived: true } })
          assert.strictEqual(archived.status, 200, archived.text)
        }
      }
      const generated = yield* call("GET", "/v1/labels?workspace_id=&brand_id=&archived=true&q=&limit=&offset=", {
        as: users.owner
      })
      assert.strictEqual(generated.status, 200, generated.text)
      const names = (generated.json as { items: ReadonlyArray<{ name: string }> }).items.map((label) => label.name)
      assert.deepStrictEqual(names, ["Silvaner"])
      for (const path of [
        "/v1/workspaces?limit=&offset",
        "/v1/labels?q=&search=",
        `/v1/workspaces/${workspace.id}?x=`
      ]) {
        const answer = yield* call("GET", path, { as: users.owner })
        assert.strictEqual(answer.status, 200, `${path}: ${answer.text}`)
      }
      const filled = yield* call("GET", "/v1/labels?limit=0&q=", { as: users.owner })
      assert.deepStrictEqual(yield* badRequestPaths(filled, "invalid-query"), ["limit"])
    }).pipe(Effect.provide(AppWireLive))
  )
})
