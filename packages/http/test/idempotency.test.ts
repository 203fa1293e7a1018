/**
 * `Idempotency-Key` over the wire, on the whole app over the memory store:
 * a repeat answers the first answer and changes nothing, on every POST that
 * creates or publishes; another body is 422, a repeat of a running request
 * 409, a malformed key 400; client errors are kept, storage failures are
 * not; a claim left behind frees itself after its lease; keys are per caller.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  domainServicesLayer,
  IDEMPOTENCY_LEASE_MILLIS,
  IdempotencyStore,
  LabelRepository,
  PersistenceUnavailable,
  Transactor,
  UserId,
  WorkspaceAdmin
} from "@elabel/domain"
import { layerMemory } from "@elabel/persistence"
import {
  catalogFixture,
  completeLabel,
  createCompleteLabel,
  createLabel,
  createQrCode,
  seedWorkspace,
  TestIds,
  users,
  validBrandCreate,
  validFormatCreate,
  validLabelCreate,
  validQrCodeCreate
} from "@elabel/testkit"
import { Deferred, Effect, Fiber, Layer, Ref } from "effect"
import { TestClock } from "effect/testing"
import { fingerprintOf } from "../src/handlers/idempotentAnswers.ts"
import { AppWireLive } from "./support/appWire.ts"
import { type CallOptions, call, layerWire, problemOf, type WireResponse } from "./support/wire.ts"

const owner = { as: users.owner }
const withKey = (key: string, options: CallOptions = owner): CallOptions => ({
  ...options,
  headers: { ...options.headers, "idempotency-key": key }
})

/** The parts of an answer a repeat must give again. */
const answerOf = (response: WireResponse) => ({
  status: response.status,
  location: response.headers.get("location"),
  etag: response.headers.get("etag"),
  contentType: response.headers.get("content-type"),
  text: response.text
})

const expectProblem = (response: WireResponse, status: number, slug: string) =>
  Effect.gen(function* () {
    assert.strictEqual(response.status, status, response.text)
    assert.strictEqual(response.headers.get("content-type"), "application/problem+json")
    assert.strictEqual((yield* problemOf(response)).type, `/problems/${slug}`)
  })

/** How many items a list endpoint answers. */
const countOf = (path: string) =>
  Effect.map(
    call("GET", path, owner),
    (response) => (response.json as { readonly items: ReadonlyArray<unknown> }).items.length
  )

describe("Idempotency-Key", () => {
  it.effect("a repeat of a create answers the first answer (quoted or bare key alike) and creates nothing", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const body = validLabelCreate(workspace.id, brandId)
      const first = yield* call("POST", "/v1/labels", { ...withKey('"create-1"'), body })
      assert.strictEqual(first.status, 201)
      assert.match(first.headers.get("location") ?? "", /^\/v1\/labels\//)
      const repeat = yield* call("POST", "/v1/labels", { ...withKey("create-1"), body })
      assert.deepStrictEqual(answerOf(repeat), answerOf(first))
      assert.strictEqual(yield* countOf(`/v1/labels?workspace_id=${workspace.id}`), 1)
      // Without a key every POST runs.
      yield* call("POST", "/v1/labels", { ...owner, body })
      assert.strictEqual(yield* countOf(`/v1/labels?workspace_id=${workspace.id}`), 2)
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("every POST that creates or publishes takes the key: the repeat answers alike and changes nothing", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace({ plan: "premium" })
      const label = yield* createCompleteLabel(users.owner, workspace.id, brandId)
      const code = yield* createQrCode(users.owner, workspace.id)
      const posts: ReadonlyArray<readonly [string, unknown]> = [
        ["/v1/labels", validLabelCreate(workspace.id, brandId)],
        [`/v1/labels/${label.id}/duplicate`, {}],
        [`/v1/labels/${label.id}/formats`, validFormatCreate({ gtin: null })],
        [`/v1/labels/${label.id}/publish`, undefined],
        [`/v1/labels/${label.id}/unpublish`, undefined],
        ["/v1/brands", validBrandCreate(workspace.id)],
        [`/v1/brands/${brandId}/publish`, undefined],
        [`/v1/brands/${brandId}/unpublish`, undefined],
        ["/v1/marketing-qr-codes", validQrCodeCreate(workspace.id)],
        [`/v1/marketing-qr-codes/${code.id}/publish`, undefined],
        [`/v1/marketing-qr-codes/${code.id}/unpublish`, undefined]
      ]
      for (const [i, [path, body]] of posts.entries()) {
        const options = { ...withKey(`every-${i}`), ...(body === undefined ? {} : { body }) }
        const first = yield* call("POST", path, options)
        assert.oneOf(first.status, [200, 201], `${path}: ${first.text}`)
        // Between the two, the state moves on: a replay still answers what the first request saw.
        if (path.endsWith("/publish")) yield* call("POST", path.replace(/publish$/, "unpublish"), owner)
        const repeat = yield* call("POST", path, options)
        assert.deepStrictEqual(answerOf(repeat), answerOf(first), path)
      }
      assert.strictEqual(yield* countOf(`/v1/labels?workspace_id=${workspace.id}`), 3)
      assert.strictEqual(yield* countOf(`/v1/brands?workspace_id=${workspace.id}`), 2)
      assert.strictEqual(yield* countOf(`/v1/marketing-qr-codes?workspace_id=${workspace.id}`), 2)
      const formats = (yield* call("GET", `/v1/labels/${label.id}`, owner)).json as { readonly formats: Array<unknown> }
      assert.strictEqual(formats.formats.length, 1)
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("a 422 label-incomplete is not kept: the same key publishes once the label is complete", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const label = yield* createLabel(users.owner, workspace.id, brandId)
      const publish = () => call("POST", `/v1/labels/${label.id}/publish`, withKey("publish-when-ready"))
      const refused = yield* publish()
      assert.strictEqual(refused.status, 422, refused.text)
      assert.strictEqual((refused.json as { type: string }).type, "/problems/label-incomplete")
      yield* completeLabel(users.owner, label.id)
      const published = yield* publish()
      assert.strictEqual(published.status, 200, published.text)
      assert.deepStrictEqual(answerOf(yield* publish()), answerOf(published))
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("the same key with another body or on another operation is 422 idempotency-key-reused", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const body = validLabelCreate(workspace.id, brandId)
      assert.strictEqual((yield* call("POST", "/v1/labels", { ...withKey("reused"), body })).status, 201)
      const other = yield* call("POST", "/v1/labels", { ...withKey("reused"), body: { ...body, name: "Other" } })
      yield* expectProblem(other, 422, "idempotency-key-reused")
      yield* expectProblem(
        yield* call("POST", "/v1/brands", { ...withKey("reused"), body: validBrandCreate(workspace.id) }),
        422,
        "idempotency-key-reused"
      )
      assert.strictEqual(yield* countOf(`/v1/labels?workspace_id=${workspace.id}`), 1)
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("a malformed key is 400 invalid-idempotency-key and runs nothing", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const body = validLabelCreate(workspace.id, brandId)
      for (const key of ['""', '"open', "a b", "a,b", "x".repeat(256), '"ü"']) {
        yield* expectProblem(
          yield* call("POST", "/v1/labels", { ...withKey(key), body }),
          400,
          "invalid-idempotency-key"
        )
      }
      assert.strictEqual(yield* countOf(`/v1/labels?workspace_id=${workspace.id}`), 0)
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("a client error is kept for repeats; keys are per caller", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace({ members: [] })
      const body = validLabelCreate(workspace.id, brandId)
      const refused = yield* call("POST", "/v1/labels", { ...withKey("k", { as: users.editor }), body })
      yield* expectProblem(refused, 403, "not-a-member")
      // The same key of another caller is another key.
      assert.strictEqual((yield* call("POST", "/v1/labels", { ...withKey("k"), body })).status, 201)
      // Even once the editor may create, the repeat answers what the first request did.
      yield* (yield* WorkspaceAdmin).addMember(workspace.id, users.editor, "editor")
      const again = yield* call("POST", "/v1/labels", { ...withKey("k", { as: users.editor }), body })
      assert.deepStrictEqual(answerOf(again), answerOf(refused))
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("a claim left behind by a crashed process answers 409 until its lease ends, then the request runs", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const body = validLabelCreate(workspace.id, brandId)
      const fingerprint = fingerprintOf({ method: "POST", url: "/v1/labels" }, JSON.stringify(body))
      const now = new Date(0)
      yield* (yield* IdempotencyStore).claim(
        { caller: UserId.make(users.owner), key: "crashed" },
        { fingerprint, token: "gone", now, expiresAt: new Date(IDEMPOTENCY_LEASE_MILLIS) }
      )
      yield* expectProblem(yield* call("POST", "/v1/labels", { ...withKey("crashed"), body }), 409, "conflict")
      yield* TestClock.adjust(IDEMPOTENCY_LEASE_MILLIS)
      assert.strictEqual((yield* call("POST", "/v1/labels", { ...withKey("crashed"), body })).status, 201)
    }).pipe(Effect.provide(AppWireLive))
  )

  it.live("a repeat while the first request still runs is 409 conflict; the first then completes", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const body = validLabelCreate(workspace.id, brandId)
      // Another transaction holds the memory store's writer lock, so the first request waits inside its work.
      const release = yield* Deferred.make<void>()
      const holder = yield* Effect.forkChild((yield* Transactor).transaction(Deferred.await(release)))
      yield* Effect.sleep("20 millis")
      const first = yield* Effect.forkChild(call("POST", "/v1/labels", { ...withKey("slow"), body }))
      yield* Effect.sleep("50 millis")
      yield* expectProblem(yield* call("POST", "/v1/labels", { ...withKey("slow"), body }), 409, "conflict")
      yield* Deferred.succeed(release, undefined)
      yield* Fiber.join(holder)
      const done = yield* Fiber.join(first)
      assert.strictEqual(done.status, 201)
      const repeat = yield* call("POST", "/v1/labels", { ...withKey("slow"), body })
      assert.deepStrictEqual(answerOf(repeat), answerOf(done))
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("a storage failure (503) is not kept: the repeat runs again", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const body = validLabelCreate(workspace.id, brandId)
      const failed = yield* call("POST", "/v1/labels", { ...withKey("flaky"), body })
      yield* expectProblem(failed, 503, "upstream-unavailable")
      assert.strictEqual((yield* call("POST", "/v1/labels", { ...withKey("flaky"), body })).status, 201)
    }).pipe(Effect.provide(layerWire({ domain: flakyDomain })))
  )
})

/** The test domain whose first label insert fails as a lost database would. */
const flakyDomain = Layer.unwrap(
  Effect.gen(function* () {
    const failed = yield* Ref.make(false)
    const flakyLabels = Layer.effect(
      LabelRepository,
      LabelRepository.useSync((labels) =>
        LabelRepository.of({
          ...labels,
          insert: (aggregate) =>
            Effect.flatMap(Ref.getAndSet(failed, true), (done) =>
              done ? labels.insert(aggregate) : Effect.fail(new PersistenceUnavailable({ reason: "test" }))
            )
        })
      )
    )
    const storage = flakyLabels.pipe(Layer.provideMerge(layerMemory({ catalog: catalogFixture })))
    return domainServicesLayer.pipe(Layer.provideMerge(Layer.mergeAll(storage, TestIds)))
  })
)

describe("Idempotency-Key in the documentation", () => {
  it.effect("the OpenAPI document names the header and its 409 / 422 on exactly the POSTs that create or publish", () =>
    Effect.gen(function* () {
      const document = (yield* call("GET", "/openapi.json")).json as {
        readonly paths: Record<string, Record<string, { parameters?: Array<{ name: string }>; responses: object }>>
      }
      const taking = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([, operation]) => operation.parameters?.some((parameter) => parameter.name === "Idempotency-Key"))
          .map(([method, operation]) => {
            assert.includeMembers(Object.keys(operation.responses), ["409", "422"], path)
            return `${method.toUpperCase()} ${path}`
          })
      )
      assert.sameMembers(taking, [
        "POST /v1/labels",
        "POST /v1/labels/{id}/duplicate",
        "POST /v1/labels/{id}/formats",
        "POST /v1/labels/{id}/publish",
        "POST /v1/labels/{id}/unpublish",
        "POST /v1/brands",
        "POST /v1/brands/{id}/publish",
        "POST /v1/brands/{id}/unpublish",
        "POST /v1/business-operators",
        "POST /v1/marketing-qr-codes",
        "POST /v1/marketing-qr-codes/{id}/publish",
        "POST /v1/marketing-qr-codes/{id}/unpublish",
        "POST /v1/workspaces/{id}/webhooks",
        "POST /v1/workspaces/{id}/imports"
      ])
      const page = yield* call("GET", "/problems/idempotency-key-reused")
      assert.strictEqual(page.status, 200)
      assert.include(page.text, "Idempotency-Key")
    }).pipe(Effect.provide(AppWireLive))
  )
})
