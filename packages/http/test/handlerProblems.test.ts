/**
 * The handlers' error answers over the wire: 401 challenges, 403s, the
 * no-oracle 404, 400s naming the failing paths, 409, 503 and the logged 500.
 */
import { assert, describe, it } from "@effect/vitest"
import { PersistenceUnavailable, Ref, WorkspaceAdmin } from "@elabel/domain"
import {
  catalogIds,
  createLabel,
  createQrCode,
  seedWorkspace,
  TestLayer,
  users,
  validLabelCreate
} from "@elabel/testkit"
import { Effect, Layer, Logger, Schema } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { HttpApiError } from "effect/http-api"
import { TestClock } from "effect/testing"
import { schemaErrorResponse } from "../src/handlers/RequestValidationLive.ts"
import { foreignToken, tokenFor, unreachableKeysVerifier } from "./support/tokens.ts"
import { call, layerWire, problemOf, WireLive, type WireResponse } from "./support/wire.ts"

const UNKNOWN_ID = "0f0f0f0f-0000-4000-8000-000000000000"

/** Asserts the status, the problem media type and slug; answers the problem. */
const expectProblem = (response: WireResponse, status: number, slug: string) =>
  Effect.gen(function* () {
    assert.strictEqual(response.status, status, response.text)
    assert.strictEqual(response.headers.get("content-type"), "application/problem+json")
    const problem = yield* problemOf(response)
    assert.deepStrictEqual([problem.type, problem.status], [`/problems/${slug}`, status])
    return problem
  })

const pathsOf = (problem: { readonly errors?: ReadonlyArray<{ readonly path: string }> }) =>
  (problem.errors ?? []).map((issue) => issue.path)

describe("401 unauthorized", () => {
  it.effect("without a token: a Bearer challenge without an error code", () =>
    Effect.gen(function* () {
      const response = yield* call("GET", "/v1/workspaces")
      yield* expectProblem(response, 401, "unauthorized")
      assert.strictEqual(response.headers.get("www-authenticate"), 'Bearer realm="elabel"')
      const basic = yield* call("GET", "/v1/workspaces", { headers: { authorization: "Basic dXNlcjpwdw==" } })
      assert.strictEqual(basic.headers.get("www-authenticate"), 'Bearer realm="elabel"')
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("with a bad, garbled or expired token: error=invalid_token with a description", () =>
    Effect.gen(function* () {
      const forged = yield* call("GET", "/v1/workspaces", { token: yield* foreignToken(users.owner) })
      yield* expectProblem(forged, 401, "unauthorized")
      assert.strictEqual(
        forged.headers.get("www-authenticate"),
        'Bearer realm="elabel", error="invalid_token", error_description="The token signature is invalid"'
      )
      const garbled = yield* call("GET", "/v1/workspaces", { token: "not.a.jwt" })
      assert.include(garbled.headers.get("www-authenticate"), 'error="invalid_token"')

      const shortLived = yield* tokenFor(users.owner, { expiresIn: 60 })
      assert.strictEqual((yield* call("GET", "/v1/workspaces", { token: shortLived })).status, 200)
      yield* TestClock.adjust("2 hours")
      const expired = yield* call("GET", "/v1/workspaces", { token: shortLived })
      assert.strictEqual(expired.status, 401)
      assert.include(expired.headers.get("www-authenticate"), 'error_description="The token has expired"')
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("keys that cannot be fetched are a 503, not the caller's fault", () =>
    Effect.gen(function* () {
      const response = yield* call("GET", "/v1/workspaces", { token: "any.token.at-all" })
      yield* expectProblem(response, 503, "upstream-unavailable")
      assert.isNull(response.headers.get("www-authenticate"))
      assert.strictEqual((yield* call("GET", "/v1/workspaces")).status, 401)
    }).pipe(Effect.provide(layerWire({ verifier: unreachableKeysVerifier })))
  )
})

describe("403 and 404", () => {
  it.effect("a viewer sees but may not change: 403 not-writable", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const label = yield* createLabel(users.owner, workspace.id, brandId)
      const viewer = { as: users.viewer }
      assert.strictEqual((yield* call("GET", `/v1/labels/${label.id}`, viewer)).status, 200)
      yield* expectProblem(
        yield* call("PATCH", `/v1/labels/${label.id}`, { ...viewer, body: { name: "Mine now" } }),
        403,
        "not-writable"
      )
      yield* expectProblem(yield* call("POST", `/v1/labels/${label.id}/publish`, viewer), 403, "not-writable")
      yield* expectProblem(
        yield* call("POST", "/v1/labels", { ...viewer, body: validLabelCreate(workspace.id, brandId) }),
        403,
        "not-writable"
      )
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("creating in someone else's workspace: 403 not-a-member", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const body = validLabelCreate(workspace.id, brandId)
      yield* expectProblem(yield* call("POST", "/v1/labels", { as: users.stranger, body }), 403, "not-a-member")
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("another tenant's id answers exactly like an unknown id, for reads and writes", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const label = yield* createLabel(users.owner, workspace.id, brandId)
      const path = `/v1/labels/${label.id}`
      const foreignRead = yield* call("GET", path, { as: users.stranger })
      const foreignWrite = yield* call("PATCH", path, { as: users.stranger, body: { name: "x" } })
      assert.strictEqual((yield* call("DELETE", path, { as: users.owner })).status, 204)
      const unknownRead = yield* call("GET", path, { as: users.stranger })
      const ownerRead = yield* call("GET", path, { as: users.owner })
      const problem = yield* expectProblem(foreignRead, 404, "not-found")
      assert.strictEqual(problem.detail, `No label with id ${label.id}.`)
      for (const other of [foreignWrite, unknownRead, ownerRead]) {
        assert.deepStrictEqual([other.status, other.text], [404, foreignRead.text])
      }
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("an id that is not even well-formed is a 404 of the same shape", () =>
    Effect.gen(function* () {
      const malformed = yield* expectProblem(
        yield* call("GET", "/v1/labels/abc", { as: users.owner }),
        404,
        "not-found"
      )
      assert.strictEqual(malformed.detail, "No label with id abc.")
      const unknown = yield* expectProblem(
        yield* call("GET", `/v1/marketing-qr-codes/${UNKNOWN_ID}`, { as: users.owner }),
        404,
        "not-found"
      )
      assert.strictEqual(unknown.detail, `No marketing QR code with id ${UNKNOWN_ID}.`)
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("plan limits: 403 plan-limit with the reason", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace({ plan: "standard" })
      const code = yield* createQrCode(users.owner, workspace.id)
      const qr = yield* expectProblem(
        yield* call("POST", `/v1/marketing-qr-codes/${code.id}/publish`, { as: users.owner }),
        403,
        "plan-limit"
      )
      assert.isString(qr.detail)
      yield* (yield* WorkspaceAdmin).set(workspace.id, { can_publish: false })
      const label = yield* createLabel(users.owner, workspace.id, brandId)
      const publish = yield* call("POST", `/v1/labels/${label.id}/publish`, { as: users.owner })
      yield* expectProblem(publish, 403, "plan-limit")
    }).pipe(Effect.provide(WireLive))
  )
})

describe("400 and 409", () => {
  it.effect("an unknown and an output-only key are named in errors", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const body = { ...validLabelCreate(workspace.id, brandId), colour: "red", id: UNKNOWN_ID, is_published: true }
      const problem = yield* expectProblem(
        yield* call("POST", "/v1/labels", { as: users.owner, body }),
        400,
        "invalid-body"
      )
      assert.sameMembers(pathsOf(problem), ["colour", "id", "is_published"])
      const label = yield* createLabel(users.owner, workspace.id, brandId)
      const patch = yield* expectProblem(
        yield* call("PATCH", `/v1/labels/${label.id}`, { as: users.owner, body: { name: null, ref: "new-ref" } }),
        400,
        "invalid-body"
      )
      assert.sameMembers(pathsOf(patch), ["name", "ref"])
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("list bodies: Schema and catalogue failures use the same [i].key paths", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const label = yield* createLabel(users.owner, workspace.id, brandId)
      const path = `/v1/labels/${label.id}/ingredients`
      const schema = yield* expectProblem(
        yield* call("PUT", path, { as: users.owner, body: [{ ingredient_id: catalogIds.ingredients.grapes }, {}] }),
        400,
        "invalid-body"
      )
      assert.deepStrictEqual(pathsOf(schema), ["[1].ingredient_id"])
      const catalogue = yield* expectProblem(
        yield* call("PUT", path, { as: users.owner, body: [{ ingredient_id: UNKNOWN_ID }] }),
        400,
        "invalid-body"
      )
      assert.deepStrictEqual(pathsOf(catalogue), ["[0].ingredient_id"])
      const json = yield* call("PUT", path, { as: users.owner, rawBody: "[{" })
      yield* expectProblem(json, 400, "invalid-body")
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("bad query parameters and unknown locales", () =>
    Effect.gen(function* () {
      const query = yield* expectProblem(
        yield* call("GET", "/v1/labels?limit=101&offset=-1", { as: users.owner }),
        400,
        "invalid-query"
      )
      assert.sameMembers(pathsOf(query), ["limit", "offset"])
      const { brandId, workspace } = yield* seedWorkspace()
      const label = yield* createLabel(users.owner, workspace.id, brandId)
      const locale = yield* call("PUT", `/v1/labels/${label.id}/translations/xx`, { as: users.owner, body: {} })
      yield* expectProblem(locale, 400, "unknown-locale")
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("a caller-chosen ref that is taken: 409 conflict", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      yield* createLabel(users.owner, workspace.id, brandId, { ref: Ref.make("riesling-2023") })
      const body = validLabelCreate(workspace.id, brandId, { ref: Ref.make("riesling-2023") })
      const problem = yield* expectProblem(
        yield* call("POST", "/v1/labels", { as: users.owner, body }),
        409,
        "conflict"
      )
      assert.strictEqual(problem.detail, "ref already taken")
    }).pipe(Effect.provide(WireLive))
  )
})

describe("503 and 500", () => {
  const downAdmin = Layer.succeed(
    WorkspaceAdmin,
    WorkspaceAdmin.of({
      create: () => Effect.die("unused"),
      set: () => Effect.die("unused"),
      addMember: () => Effect.die("unused"),
      removeMember: () => Effect.die("unused"),
      list: () => Effect.fail(new PersistenceUnavailable({ reason: "connect ECONNREFUSED 10.1.2.3:5432" }))
    })
  )

  it.effect("readiness answers 503 when storage fails, without naming it", () =>
    Effect.gen(function* () {
      const response = yield* call("GET", "/health/ready")
      const problem = yield* expectProblem(response, 503, "upstream-unavailable")
      assert.notInclude(response.text, "10.1.2.3")
      assert.isString(problem.detail)
      assert.strictEqual((yield* call("GET", "/health/live")).status, 200)
    }).pipe(Effect.provide(layerWire({ domain: Layer.merge(TestLayer, downAdmin) })))
  )

  it.effect("a response failing its own Schema: 500 internal, its instance logged", () =>
    Effect.gen(function* () {
      const logged: Array<unknown> = []
      const logger = Logger.layer([Logger.make((options) => logged.push(options.message))])
      const cause = yield* Schema.decodeUnknownEffect(Schema.String)(42).pipe(Effect.flip)
      const error = new HttpApiError.HttpApiSchemaError({ kind: "Body", cause })
      const response = yield* schemaErrorResponse(error, "labels").pipe(
        Effect.provideService(HttpRouter.RouteContext, { params: {}, route: undefined as never }),
        Effect.provide(logger)
      )
      assert.strictEqual(response.status, 500)
      const body = JSON.parse(new TextDecoder().decode((response.body as { readonly body: Uint8Array }).body))
      assert.strictEqual(body.type, "/problems/internal")
      assert.match(body.instance, /^urn:uuid:/)
      assert.include(JSON.stringify(logged), body.instance)
      assert.isTrue(HttpServerResponse.isHttpServerResponse(response))
    })
  )
})
