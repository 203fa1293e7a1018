/**
 * Traces over OTLP/HTTP (issue 31, item 2): a server on the embedded
 * database with the OTLP tracer exports to a loopback OTLP endpoint; one
 * PATCH sent with a W3C `traceparent` comes back as a tree: the server span
 * continuing the caller's trace (its route template and status), the use
 * case inside it, and SQL statement spans (their text without values) under
 * that. The variables are checked like the others.
 */
import { createServer, type IncomingMessage } from "node:http"
import { assert, describe, it } from "@effect/vitest"
import { Brands, type DomainServices, WorkspaceAdmin } from "@elabel/domain"
import { createLabel, users } from "@elabel/testkit"
import { ConfigProvider, Context, Effect, Exit, Layer, Option, Scope } from "effect"
import { HttpServer } from "effect/http"
import { otlpTracer, tracingConfig } from "../src/observability/Tracing.ts"
import { rateLimiterLayer } from "../src/protocol/RateLimiter.ts"
import { AppLive, domainLayer, serveApp } from "../src/server/App.ts"
import { serverConfig } from "../src/server/ServerConfig.ts"
import { tempDir } from "./support/processes.ts"
import { testVerifierLayer, tokenFor } from "./support/tokens.ts"

interface OtlpSpan {
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId?: string
  readonly name: string
  readonly attributes: ReadonlyArray<{ readonly key: string; readonly value: Record<string, unknown> }>
}

/** A loopback OTLP/HTTP endpoint keeping every span it is sent. */
const otlpReceiver = Effect.acquireRelease(
  Effect.promise(
    () =>
      new Promise<{ readonly url: string; readonly spans: Array<OtlpSpan>; readonly close: () => void }>((resolve) => {
        const spans: Array<OtlpSpan> = []
        const server = createServer((request: IncomingMessage, response) => {
          let body = ""
          request.on("data", (chunk) => {
            body += String(chunk)
          })
          request.on("end", () => {
            const data = JSON.parse(body) as {
              resourceSpans: Array<{ scopeSpans: Array<{ spans: Array<OtlpSpan> }> }>
            }
            for (const resource of data.resourceSpans)
              for (const scope of resource.scopeSpans) spans.push(...scope.spans)
            response.writeHead(200, { "content-type": "application/json" }).end("{}")
          })
        })
        server.listen(0, "127.0.0.1", () => {
          const address = server.address()
          const port = typeof address === "object" && address !== null ? address.port : 0
          resolve({ url: `http://127.0.0.1:${port}/v1/traces`, spans, close: () => server.close() })
        })
      })
  ),
  (receiver) => Effect.sync(receiver.close)
)

const attribute = (span: OtlpSpan | undefined, key: string) => {
  const value = span?.attributes.find((one) => one.key === key)?.value
  return value === undefined ? undefined : String(Object.values(value)[0])
}

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736"
const CALLER_SPAN = "00f067aa0ba902b7"
/** The traces of the two GETs after the PATCH: the label answer's cache miss, then its hit. */
const MISS_TRACE = "4bf92f3577b34da6a3ce929d0e0e4737"
const HIT_TRACE = "4bf92f3577b34da6a3ce929d0e0e4738"

describe("traces", () => {
  it.effect("the variables: an endpoint URL and a ratio, each refused in one line naming it", () =>
    Effect.gen(function* () {
      const read = (env: Record<string, string>) =>
        Effect.gen(function* () {
          return yield* tracingConfig
        }).pipe(Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env })))
      assert.isTrue(Option.isNone(yield* read({})))
      const some = yield* read({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/",
        OTEL_TRACES_SAMPLER_ARG: "0.01"
      })
      assert.deepStrictEqual(Option.getOrUndefined(some), {
        url: "http://collector:4318/v1/traces",
        ratio: 0.01,
        serviceName: "elabel"
      })
      const bad = yield* Effect.flip(read({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" }))
      assert.include(bad.message, "OTEL_EXPORTER_OTLP_ENDPOINT must be an absolute http(s) URL")
      const ratio = yield* Effect.flip(read({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://c", OTEL_TRACES_SAMPLER_ARG: "2" }))
      assert.include(ratio.message, "OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1")
    })
  )

  it.live(
    "one PATCH, continued from the caller's traceparent: server span, use case, SQL statements",
    () =>
      Effect.gen(function* () {
        const receiver = yield* otlpReceiver
        const dataDir = yield* tempDir("elabel-traces-")
        const settings = yield* Effect.gen(function* () {
          return yield* serverConfig
        }).pipe(
          Effect.provideService(
            ConfigProvider.ConfigProvider,
            ConfigProvider.fromEnv({ env: { ELABEL_DATA_DIR: dataDir } })
          )
        )
        const scope = yield* Scope.make()
        const tracer = otlpTracer({ url: receiver.url, ratio: 1, serviceName: "elabel-test" })
        const domain = yield* Layer.buildWithScope(
          domainLayer(settings, "http://localhost").pipe(Layer.provideMerge(tracer)),
          scope
        )
        const label = yield* Effect.gen(function* () {
          const admin = yield* WorkspaceAdmin
          const workspace = yield* admin.create({ name: "Weingut Trace", owner: users.owner, plan: "pro" })
          yield* admin.addMember(workspace.id, users.editor, "editor")
          const brands = yield* (yield* Brands).list(
            users.editor,
            { workspace_id: workspace.id },
            { limit: 1, offset: 0 }
          )
          const brand = brands.items[0]
          if (brand === undefined) return yield* Effect.die(new Error("no primary brand"))
          return yield* createLabel(users.editor, workspace.id, brand.id)
        }).pipe(Effect.provideContext(domain as Context.Context<DomainServices>))
        const app = AppLive.pipe(Layer.provide(rateLimiterLayer(Option.none())))
        const served = yield* Layer.buildWithScope(
          serveApp(app, { port: 0, host: "127.0.0.1" }).pipe(
            Layer.provide(testVerifierLayer),
            Layer.provide(Layer.succeedContext(domain))
          ),
          scope
        )
        const origin = HttpServer.formatAddress(Context.get(served, HttpServer.HttpServer).address)
        const token = yield* tokenFor(users.editor)
        const response = yield* Effect.promise(() =>
          fetch(`${origin}/v1/labels/${label.id}`, {
            method: "PATCH",
            headers: {
              authorization: `Bearer ${token}`,
              "content-type": "application/json",
              traceparent: `00-${TRACE}-${CALLER_SPAN}-01`
            },
            body: JSON.stringify({ name: "Traced Riesling" })
          })
        )
        assert.strictEqual(response.status, 200)
        // The PATCH dropped the label's cached answer: the first GET misses (a span), the second hits (none).
        for (const trace of [MISS_TRACE, HIT_TRACE]) {
          const read = yield* Effect.promise(() =>
            fetch(`${origin}/v1/labels/${label.id}`, {
              headers: { authorization: `Bearer ${token}`, traceparent: `00-${trace}-${CALLER_SPAN}-01` }
            })
          )
          assert.strictEqual(read.status, 200)
        }
        // Closing the scope flushes the exporter.
        yield* Scope.close(scope, Exit.void)

        const spans = receiver.spans.filter((span) => span.traceId === TRACE)
        const server = spans.find((span) => span.parentSpanId === CALLER_SPAN)
        assert.isDefined(server, `no span continues the caller's; got ${spans.map((s) => s.name).join(", ")}`)
        assert.strictEqual(attribute(server, "http.route"), "/v1/labels/:id")
        assert.strictEqual(attribute(server, "elabel.request_id"), response.headers.get("x-request-id"))
        assert.strictEqual(attribute(server, "http.response.status_code"), "200")
        const children = (parent: OtlpSpan | undefined) => spans.filter((span) => span.parentSpanId === parent?.spanId)
        const descendants = (parent: OtlpSpan | undefined): Array<OtlpSpan> =>
          children(parent).flatMap((child) => [child, ...descendants(child)])
        const below = descendants(server)
        const patch = below.find((span) => span.name === "Labels.patch")
        assert.isDefined(patch, `no use-case span; got ${below.map((s) => s.name).join(", ")}`)
        const statements = descendants(patch).filter((span) => attribute(span, "db.query.text") !== undefined)
        assert.isAbove(statements.length, 0, "SQL statement spans under the use case")
        for (const statement of statements) {
          assert.notInclude(
            attribute(statement, "db.query.text") ?? "",
            "Traced Riesling",
            "a statement without values"
          )
        }

        const missSpans = (trace: string) =>
          receiver.spans.filter((span) => span.traceId === trace && span.name === "cache.miss")
        const [miss] = missSpans(MISS_TRACE)
        assert.isDefined(miss, "a span for the cache miss")
        assert.strictEqual(attribute(miss, "elabel.cache"), "label_answer")
        const missTrace = receiver.spans.filter((span) => span.traceId === MISS_TRACE)
        const belowMiss = missTrace.filter((span) => span.parentSpanId === miss?.spanId)
        assert.isAbove(belowMiss.length, 0, "what the miss asked storage, under its span")
        assert.deepStrictEqual(missSpans(HIT_TRACE), [], "a hit makes no span")
      }).pipe(Effect.scoped),
    120_000
  )
})
