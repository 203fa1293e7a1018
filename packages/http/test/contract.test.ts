import { assert, describe, it } from "@effect/vitest"
import { Context, Effect, Schema } from "effect"
import { HttpServerRespondable, type HttpServerResponse } from "effect/http"
import { HttpApi } from "effect/http-api"
import {
  AdminOnlyProblem,
  ApprovalRequiredProblem,
  ConflictProblem,
  ElabelApi,
  IdempotencyKeyReusedProblem,
  ImportRejectedProblem,
  InternalProblem,
  InvalidBodyProblem,
  InvalidDigitalLinkProblem,
  InvalidIdempotencyKeyProblem,
  InvalidQueryProblem,
  KitDoesNotFitProblem,
  LabelChangedProblem,
  LabelIncompleteProblem,
  LabelWithdrawnProblem,
  LinkTypeNotFoundProblem,
  MethodNotAllowedProblem,
  NotAMemberProblem,
  NotFoundProblem,
  NotWritableProblem,
  OwnPublishRequestProblem,
  PayloadTooLargeProblem,
  PlanLimitProblem,
  PreconditionFailedProblem,
  problemTypes,
  QueryParams,
  RateLimitedProblem,
  RequestHeaderFieldsTooLargeProblem,
  UnauthorizedProblem,
  UnknownLocaleProblem,
  UnsupportedMediaTypeProblem,
  UpstreamUnavailableProblem
} from "../src/api/index.ts"

const bodyOf = (response: HttpServerResponse.HttpServerResponse): unknown => {
  assert.strictEqual(response.body._tag, "Uint8Array")
  return response.body._tag === "Uint8Array" ? JSON.parse(new TextDecoder().decode(response.body.body)) : undefined
}

const problems = [
  new InvalidBodyProblem({ errors: [] }),
  new InvalidQueryProblem({ errors: [] }),
  new UnknownLocaleProblem({}),
  new UnauthorizedProblem({}),
  new NotAMemberProblem({}),
  new NotWritableProblem({}),
  new AdminOnlyProblem({}),
  new ApprovalRequiredProblem({}),
  new OwnPublishRequestProblem({}),
  new LabelChangedProblem({ changes: [] }),
  new PlanLimitProblem({}),
  new NotFoundProblem({}),
  new ConflictProblem({}),
  new InvalidIdempotencyKeyProblem({}),
  new IdempotencyKeyReusedProblem({}),
  new ImportRejectedProblem({
    summary: { labels: 0, create: 0, update: 0, unchanged: 0, error: 0, rows: 0 },
    rows: []
  }),
  new LabelIncompleteProblem({ errors: [] }),
  new KitDoesNotFitProblem({ errors: [] }),
  new MethodNotAllowedProblem({}),
  new InvalidDigitalLinkProblem({}),
  new LinkTypeNotFoundProblem({}),
  new LabelWithdrawnProblem({}),
  new PreconditionFailedProblem({}),
  new PayloadTooLargeProblem({}),
  new UnsupportedMediaTypeProblem({}),
  new RateLimitedProblem({}),
  new RequestHeaderFieldsTooLargeProblem({}),
  new UpstreamUnavailableProblem({}),
  new InternalProblem({ instance: "req-1" })
]

describe("problems", () => {
  it("has one problem class per slug, with the status and title of the table", () => {
    assert.sameMembers(
      problems.map((problem) => problem.type),
      Object.keys(problemTypes).map((slug) => `/problems/${slug}`)
    )
    for (const [slug, { status, title }] of Object.entries(problemTypes)) {
      const problem = problems.find((p) => p.type === `/problems/${slug}`)!
      assert.strictEqual(problem.status, status, slug)
      assert.strictEqual(problem.title, title, slug)
    }
  })

  it.effect("answers application/problem+json with type, title, status and the extensions", () =>
    Effect.gen(function* () {
      const response = yield* HttpServerRespondable.toResponse(
        new InvalidBodyProblem({ detail: "2 fields are invalid", errors: [{ path: "name", message: "too short" }] })
      )
      assert.strictEqual(response.status, 400)
      assert.strictEqual(response.headers["content-type"], "application/problem+json")
      assert.deepStrictEqual(bodyOf(response), {
        type: "/problems/invalid-body",
        title: "Invalid request body",
        status: 400,
        detail: "2 fields are invalid",
        errors: [{ path: "name", message: "too short" }]
      })
      const internal = yield* HttpServerRespondable.toResponse(new InternalProblem({ instance: "req-1" }))
      assert.strictEqual(internal.status, 500)
      assert.deepStrictEqual(bodyOf(internal), {
        type: "/problems/internal",
        title: "Internal error",
        status: 500,
        instance: "req-1"
      })
    })
  )
})

describe("request parsing", () => {
  it.effect("refuses unknown and output-only body keys, reporting every issue", () =>
    Effect.gen(function* () {
      const patch = ElabelApi.groups.brands.endpoints.patch.payload.get("application/json")!.schemas[0] as Schema.Codec<
        unknown,
        unknown
      >
      const annotations = ElabelApi.annotations as Context.Context<HttpApi.PayloadParseOptions>
      const options = Context.get(annotations, HttpApi.PayloadParseOptions)
      const error = yield* Effect.flip(Schema.decodeUnknownEffect(patch, options)({ name: "", slug: "x", colour: 1 }))
      for (const key of ["name", "slug", "colour"]) assert.include(error.message, `"${key}"`)
    })
  )

  const decodePage = Schema.decodeUnknownEffect(Schema.Struct(QueryParams.resourcePage), { errors: "all" })

  it.effect("decodes limit and offset from the query string", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual(yield* decodePage({ limit: "100", offset: "0" }), { limit: 100, offset: 0 })
      assert.deepStrictEqual(yield* decodePage({}), {})
    })
  )

  it.effect("refuses a limit out of range and anything that is not a plain integer", () =>
    Effect.gen(function* () {
      for (const limit of ["0", "101", "abc", "1.5", "1e2", "-1", " 5", ""]) {
        yield* Effect.flip(decodePage({ limit }))
      }
      yield* Effect.flip(decodePage({ offset: "-1" }))
    })
  )

  it.effect("decodes the catalogue limit up to 1000", () =>
    Effect.gen(function* () {
      const decode = Schema.decodeUnknownEffect(Schema.Struct(QueryParams.catalogPage))
      assert.deepStrictEqual(yield* decode({ limit: "1000" }), { limit: 1000 })
      yield* Effect.flip(decode({ limit: "1001" }))
    })
  )

  it.effect("decodes booleans only from true and false", () =>
    Effect.gen(function* () {
      const decode = Schema.decodeUnknownEffect(QueryParams.booleanParam)
      assert.isTrue(yield* decode("true"))
      assert.isFalse(yield* decode("false"))
      yield* Effect.flip(decode("1"))
      yield* Effect.flip(decode("TRUE"))
    })
  )
})
