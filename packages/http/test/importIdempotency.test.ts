/**
 * `Idempotency-Key` on `POST /v1/workspaces/{id}/imports`, over the wire: a
 * repeat answers the first answer and creates nothing twice; another body
 * under the key is 422, a repeat while the first still runs 409; a rejected
 * import is not kept, so the same key imports once the rows can apply.
 */
import { assert, describe, it } from "@effect/vitest"
import { Brands, Transactor } from "@elabel/domain"
import { seedWorkspace, users } from "@elabel/testkit"
import { Deferred, Effect, Fiber } from "effect"
import { csv, labelsOf, postCsv } from "./support/importCalls.ts"
import { problemOf, WireLive, type WireResponse } from "./support/wire.ts"

const file = csv("internal_reference,name,format_quantity", "RK-23,Riesling,750", "SP-22,Spätburgunder,750")

const withKey = (key: string) => ({ headers: { "idempotency-key": key } })

const answerOf = (response: WireResponse) => ({ status: response.status, text: response.text })

const expectProblem = (response: WireResponse, status: number, slug: string) =>
  Effect.gen(function* () {
    assert.strictEqual(response.status, status, response.text)
    assert.strictEqual((yield* problemOf(response)).type, `/problems/${slug}`)
  })

describe("Idempotency-Key on imports", () => {
  it.effect("a repeat answers the first answer and creates nothing twice; another body is 422", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const first = yield* postCsv(workspace.id, file, "", withKey("import-1"))
      assert.strictEqual(first.status, 200, first.text)
      const repeat = yield* postCsv(workspace.id, file, "", withKey("import-1"))
      assert.deepStrictEqual(answerOf(repeat), answerOf(first))
      assert.strictEqual((yield* labelsOf(workspace.id)).length, 2)
      const other = yield* postCsv(workspace.id, file.replace("Riesling", "Silvaner"), "", withKey("import-1"))
      yield* expectProblem(other, 422, "idempotency-key-reused")
      assert.deepStrictEqual(
        (yield* labelsOf(workspace.id)).map((label) => label.name),
        ["Riesling", "Spätburgunder"]
      )
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("a rejected import is not kept: the same key imports once its rows can apply", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const named = csv("internal_reference,name,brand", "RK-23,Riesling,Weingut Sonne")
      const rejected = yield* postCsv(workspace.id, named, "", withKey("import-2"))
      yield* expectProblem(rejected, 422, "import-rejected")
      yield* (yield* Brands).create(users.owner, { workspace_id: workspace.id, name: "Weingut Sonne" })
      const applied = yield* postCsv(workspace.id, named, "", withKey("import-2"))
      assert.strictEqual(applied.status, 200, applied.text)
      assert.strictEqual((yield* labelsOf(workspace.id)).length, 1)
    }).pipe(Effect.provide(WireLive))
  )

  it.live("a repeat while the first import still runs is 409 conflict; the first then completes", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      // Another transaction holds the memory store's writer lock, so the first import waits inside its work.
      const release = yield* Deferred.make<void>()
      const holder = yield* Effect.forkChild((yield* Transactor).transaction(Deferred.await(release)))
      yield* Effect.sleep("20 millis")
      const first = yield* Effect.forkChild(postCsv(workspace.id, file, "", withKey("slow-import")))
      yield* Effect.sleep("50 millis")
      yield* expectProblem(yield* postCsv(workspace.id, file, "", withKey("slow-import")), 409, "conflict")
      yield* Deferred.succeed(release, undefined)
      yield* Fiber.join(holder)
      const done = yield* Fiber.join(first)
      assert.strictEqual(done.status, 200, done.text)
      assert.deepStrictEqual(answerOf(yield* postCsv(workspace.id, file, "", withKey("slow-import"))), answerOf(done))
      assert.strictEqual((yield* labelsOf(workspace.id)).length, 2)
    }).pipe(Effect.provide(WireLive))
  )
})
