/**
 * The contract check itself (`support/openApiContract.ts`), which runs over
 * every exchange of the wire tests after each file: it is fed real
 * exchanges, which pass, and the same exchanges altered the ways the server
 * once broke the document, each of which it must report.
 */
import { assert, describe, it } from "@effect/vitest"
import { createLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { type Exchange, recordedExchanges } from "./support/exchangeRecorder.ts"
import { violationsOf } from "./support/openApiContract.ts"
import { call, WireLive } from "./support/wire.ts"

const encoder = new TextEncoder()

/** The last exchange this file recorded. */
const lastExchange = (): Exchange => {
  const exchanges = recordedExchanges()
  const last = exchanges[exchanges.length - 1]
  assert.isDefined(last, "the wire records what it sends")
  return last!
}

/** `exchange` with another JSON body, status or headers. */
const altered = (
  exchange: Exchange,
  change: { body?: unknown; status?: number; without?: string; method?: string; target?: string }
): Exchange => {
  const headers = new Headers(exchange.responseHeaders)
  if (change.without !== undefined) headers.delete(change.without)
  return {
    ...exchange,
    method: change.method ?? exchange.method,
    target: change.target ?? exchange.target,
    status: change.status ?? exchange.status,
    responseHeaders: headers,
    responseBytes: change.body === undefined ? exchange.responseBytes : encoder.encode(JSON.stringify(change.body))
  }
}

const violations = (exchange: Exchange) => Effect.promise(() => violationsOf([exchange]))

describe("the OpenAPI contract check", () => {
  it.live(
    "passes the real exchanges of the wire and reports each way an answer can break the document",
    () =>
      Effect.gen(function* () {
        const { workspace, brandId } = yield* seedWorkspace()
        const label = yield* createLabel(users.editor, workspace.id, brandId)

        const exported = yield* call("GET", `/v1/workspaces/${workspace.id}/export`, { as: users.viewer })
        assert.strictEqual(exported.status, 200)
        // The export writes ids, refs and versions: its document schema once forbade them.
        assert.deepStrictEqual(yield* violations(lastExchange()), [])

        const read = yield* call("GET", `/v1/labels/${label.id}`, { as: users.viewer })
        assert.strictEqual(read.status, 200)
        const good = lastExchange()
        assert.deepStrictEqual(yield* violations(good), [])
        const body = read.json as Record<string, unknown>

        const extraKey = yield* violations(altered(good, { body: { ...body, colour: "red" } }))
        assert.isTrue(
          extraKey.some((line) => line.includes("colour")),
          extraKey.join("\n")
        )
        const noTag = yield* violations(altered(good, { without: "etag" }))
        assert.isTrue(
          noTag.some((line) => line.includes("etag")),
          noTag.join("\n")
        )
        const teapot = yield* violations(altered(good, { status: 418 }))
        assert.isTrue(
          teapot.some((line) => line.includes("status code")),
          teapot.join("\n")
        )
        const undocumented = yield* violations(altered(good, { target: "/v1/label-drafts" }))
        assert.isTrue(
          undocumented.some((line) => line.includes("served but not in the document")),
          undocumented.join("\n")
        )
        const forbidden = yield* violations(altered(good, { target: "/v1/labels?limit=many" }))
        assert.isTrue(
          forbidden.some((line) => line.includes("the document forbids this request")),
          forbidden.join("\n")
        )
        // Each line names the test that made the exchange.
        assert.isTrue(extraKey.every((line) => line.startsWith("the OpenAPI contract check > ")))
      }).pipe(Effect.provide(WireLive)),
    // Prism's validators load once per file: seconds on a busy machine.
    60_000
  )
})
