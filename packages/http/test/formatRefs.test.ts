/**
 * A format's ref is printed on bottles (its QR code is `/l/{ref}`): it may be
 * chosen when the format is created and never changed. A PATCH naming `ref`
 * is a 400 naming it and changes nothing, so the printed code keeps working.
 */
import { assert, describe, it } from "@effect/vitest"
import type { Format } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { AppWireLive } from "./support/appWire.ts"
import { expectProblem } from "./support/bodyChecks.ts"
import { call } from "./support/wire.ts"

const owner = { as: users.owner }

/** A published label with a 750 ml default format. */
const publishedFormat = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace()
  const label = yield* createCompleteLabel(users.owner, workspace.id, brandId, { quantity: 750 })
  const published = yield* call("POST", `/v1/labels/${label.id}/publish`, owner)
  assert.strictEqual(published.status, 200, published.text)
  const format = label.formats[0]
  if (format === undefined) return yield* Effect.die(new Error("the label has no default format"))
  return { label, format }
})

const pageStatus = (ref: string | null) => Effect.map(call("GET", `/l/${ref}`), (page) => page.status)

describe("format refs are output-only once given", () => {
  it.effect("PATCH with ref is a 400 naming it; the format and its printed link stay", () =>
    Effect.gen(function* () {
      const { format } = yield* publishedFormat
      const path = `/v1/label-formats/${format.id}`
      assert.strictEqual(yield* pageStatus(format.ref), 200)
      const before = (yield* call("GET", path, owner)).json

      for (const ref of ["moved", format.ref]) {
        const refused = yield* call("PATCH", path, { ...owner, body: { ref, lot: "L-2" } })
        assert.deepStrictEqual(yield* expectProblem(refused, 400, "invalid-body"), ["ref"])
      }
      assert.deepStrictEqual((yield* call("GET", path, owner)).json, before)
      assert.strictEqual(yield* pageStatus(format.ref), 200)
      assert.strictEqual(yield* pageStatus("moved"), 404)
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("POST takes a ref of 1 to 64 characters of A-Z a-z 0-9 _ -, free service-wide", () =>
    Effect.gen(function* () {
      const { label } = yield* publishedFormat
      const path = `/v1/labels/${label.id}/formats`
      for (const ref of ["", "bad ref", "a/b", "x".repeat(65), "nul\u0000"]) {
        const refused = yield* call("POST", path, { ...owner, body: { quantity: 1500, ref } })
        assert.deepStrictEqual(yield* expectProblem(refused, 400, "invalid-body"), ["ref"])
      }
      const taken = yield* call("POST", path, { ...owner, body: { quantity: 1500, ref: label.ref } })
      yield* expectProblem(taken, 409, "conflict")

      const created = yield* call("POST", path, { ...owner, body: { quantity: 1500, ref: "Magnum_2024-x" } })
      assert.strictEqual(created.status, 201, created.text)
      const magnum = created.json as Format.Format
      assert.strictEqual(magnum.ref, "Magnum_2024-x")
      assert.isTrue(magnum.short_url?.endsWith("/l/Magnum_2024-x"))
      assert.strictEqual(yield* pageStatus("Magnum_2024-x"), 200)
    }).pipe(Effect.provide(AppWireLive))
  )
})
