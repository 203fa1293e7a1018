/**
 * `GET /v1/labels?state=`: drafts, published labels, and published labels
 * written since their latest version (a change no page shows records none).
 */
import { assert, describe, it } from "@effect/vitest"
import { Label, Paging } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { badRequestPaths } from "./support/referenceWire.ts"
import { bodyAs, call, WireLive } from "./support/wire.ts"

const owner = { as: users.owner }
const page = bodyAs(Paging.Paged(Label.Label))

describe("GET /v1/labels?state=", () => {
  it.effect("draft, published and changed since published, within the caller's workspaces", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const other = yield* seedWorkspace({ name: "Other" })
      const [draft, recorded, changed] = yield* Effect.forEach(["Draft", "Recorded", "Changed"], (name) =>
        createCompleteLabel(users.owner, workspace.id, brandId, { name })
      )
      const elsewhere = yield* createCompleteLabel(users.owner, other.workspace.id, other.brandId, { name: "Away" })
      for (const label of [recorded, changed, elsewhere]) {
        const published = yield* call("POST", `/v1/labels/${label?.id}/publish`, owner)
        assert.strictEqual(published.status, 200, published.text)
      }
      yield* TestClock.adjust("1 minute")
      // Notes are not on the page: the write records no version, so the label is changed since published.
      for (const label of [changed, elsewhere]) {
        const patched = yield* call("PATCH", `/v1/labels/${label?.id}`, { ...owner, body: { notes: "Cork from 2025" } })
        assert.strictEqual(patched.status, 200, patched.text)
      }
      const names = (query: string) =>
        Effect.map(
          Effect.flatMap(call("GET", `/v1/labels?workspace_id=${workspace.id}&${query}`, owner), page),
          (listed) => listed.items.map((label) => label.name)
        )

      assert.deepStrictEqual(yield* names("state=draft"), [draft?.name])
      assert.deepStrictEqual(yield* names("state=published"), [recorded?.name, changed?.name])
      assert.deepStrictEqual(yield* names("state=changed"), [changed?.name])
      assert.deepStrictEqual(yield* names("state=changed&q=recorded"), [])
      const everywhere = yield* page(yield* call("GET", "/v1/labels?state=changed", owner))
      assert.deepStrictEqual(everywhere.items.map((label) => label.name).sort(), ["Away", "Changed"])
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("an unknown state answers 400 invalid-query naming `state`", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const answer = yield* call("GET", `/v1/labels?workspace_id=${workspace.id}&state=archived`, owner)
      assert.deepStrictEqual(yield* badRequestPaths(answer, "invalid-query"), ["state"])
    }).pipe(Effect.provide(WireLive))
  )
})
