/**
 * `IdGenerator` gives every kind of id the domain creates with its brand
 * (`ids.next("WebhookId")` is a `WebhookId`, no cast at the call site): a
 * fresh lower-case UUID the id's own Schema accepts, from the live
 * generator and from the deterministic one of the tests alike.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  BrandId,
  ChildRowId,
  DeliveryId,
  FormatId,
  IdGenerator,
  LabelId,
  QrCodeId,
  WebhookId,
  WorkspaceId
} from "@elabel/domain"
import { TestIdGenerator, testUuid } from "@elabel/testkit"
import { Effect, Schema } from "effect"

const kinds = { WorkspaceId, BrandId, LabelId, FormatId, QrCodeId, WebhookId, DeliveryId, ChildRowId } as const

/** One id of every kind, each checked by its own Schema. */
const everyKind = Effect.gen(function* () {
  const ids = yield* IdGenerator
  const drawn: Array<string> = []
  for (const [kind, schema] of Object.entries(kinds)) {
    const id = yield* ids.next(kind as keyof typeof kinds)
    assert.isTrue(Schema.is(schema)(id), `${kind} ${id}`)
    drawn.push(id)
  }
  return drawn
})

describe("IdGenerator", () => {
  it.effect("the live generator: a fresh valid id of every kind, typed by the kind asked for", () =>
    Effect.gen(function* () {
      const drawn = yield* everyKind
      assert.strictEqual(new Set(drawn).size, Object.keys(kinds).length)
      const webhook: WebhookId = yield* (yield* IdGenerator).next("WebhookId")
      const delivery: DeliveryId = yield* (yield* IdGenerator).next("DeliveryId")
      assert.notStrictEqual<string>(webhook, delivery)
    }).pipe(Effect.provide(IdGenerator.layer))
  )

  it.effect("the test generator counts through every kind alike", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual(
        yield* everyKind,
        Object.keys(kinds).map((_, i) => testUuid(i + 1))
      )
      assert.strictEqual(yield* (yield* IdGenerator).uuid, testUuid(Object.keys(kinds).length + 1))
    }).pipe(Effect.provide(TestIdGenerator))
  )
})
