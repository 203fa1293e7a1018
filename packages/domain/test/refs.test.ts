/**
 * Generated public refs with the live (random) RefGenerator: always 10
 * characters of base62, and unique across labels, formats and marketing QR
 * codes, which share one public namespace.
 */
import { assert, describe, it } from "@effect/vitest"
import { Formats, GENERATED_REF_PATTERN, Labels, MarketingQrCodes } from "@elabel/domain"
import { layerDomainMemory } from "@elabel/persistence"
import {
  catalogFixture,
  createCompleteLabel,
  createQrCode,
  seedWorkspace,
  testPublicBaseUrl,
  users,
  validFormatCreate
} from "@elabel/testkit"
import { Effect, Schema } from "effect"

const count = (max: number) => Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: max }))

/** Every public ref in the workspace a member can see: labels, their formats, and the published codes' links. */
const visibleRefs = Effect.fn(function* (workspace: string) {
  const labels = yield* (yield* Labels).list(users.viewer, {}, { limit: 100, offset: 0 })
  const codes = yield* (yield* MarketingQrCodes).list(users.viewer, {}, { limit: 100, offset: 0 })
  const refs: Array<string | null> = []
  for (const label of labels.items) {
    assert.strictEqual(label.workspace_id, workspace)
    refs.push(label.ref, ...label.formats.map((format) => format.ref))
  }
  for (const code of codes.items) refs.push(code.short_url?.replace(`${testPublicBaseUrl}/q/`, "") ?? null)
  return refs
})

const assertGenerated = (refs: ReadonlyArray<string | null>) => {
  for (const ref of refs) assert.match(ref ?? "(null)", GENERATED_REF_PATTERN)
  assert.strictEqual(new Set(refs).size, refs.length, "refs are unique")
}

describe("generated refs", () => {
  it.effect.prop(
    "labels, formats, copies and QR codes get distinct 10-character base62 refs",
    { labels: count(5), formats: count(3), duplicates: count(2), codes: count(4), withQuantity: Schema.Boolean },
    ({ labels: labelCount, formats: formatCount, duplicates, codes: codeCount, withQuantity }) =>
      Effect.gen(function* () {
        const labels = yield* Labels
        const formats = yield* Formats
        const qrCodes = yield* MarketingQrCodes
        const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
        assert.match(workspace.ref ?? "", GENERATED_REF_PATTERN)
        for (let i = 0; i < labelCount; i++) {
          const label = yield* createCompleteLabel(
            users.editor,
            workspace.id,
            brandId,
            withQuantity ? { quantity: 750 } : {}
          )
          for (let j = 0; j < formatCount; j++) yield* formats.add(users.editor, label.id, validFormatCreate())
          for (let j = 0; j < duplicates; j++) yield* labels.duplicate(users.editor, label.id, {})
          yield* labels.publish(users.editor, label.id)
        }
        for (let i = 0; i < codeCount; i++) {
          yield* qrCodes.publish(users.editor, (yield* createQrCode(users.editor, workspace.id)).id)
        }
        const refs = yield* visibleRefs(workspace.id)
        const perLabel = 1 + formatCount + (withQuantity ? 1 : 0)
        assert.strictEqual(refs.length, labelCount * (1 + duplicates) * perLabel + codeCount)
        assertGenerated(refs)
      }).pipe(Effect.provide(layerDomainMemory({ catalog: catalogFixture }))),
    { arbitrary: { runs: 30 } }
  )

  it.effect("a label's short_url ends in its generated ref, a format's in its own", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace()
      const created = yield* createCompleteLabel(users.editor, workspace.id, brandId, { gtin: "4012345678901" })
      const published = yield* (yield* Labels).publish(users.editor, created.id)
      const [format] = published.formats
      assert.strictEqual(published.short_url, `${testPublicBaseUrl}/l/${published.ref}`)
      assert.strictEqual(format?.short_url, `${testPublicBaseUrl}/l/${format?.ref}`)
      assertGenerated([published.ref, format?.ref ?? null])
    }).pipe(Effect.provide(layerDomainMemory({ catalog: catalogFixture })))
  )
})
