/**
 * A label's answer is written by the encoder of its Schema (`schemaProjection.ts`'s `plainEncoder`), not by
 * `Schema.encode`: for any label it must write the same JSON text, key for key in the same order, with
 * the keys the Schema does not name dropped.
 */
import { assert, describe, it } from "@effect/vitest"
import { Arbitrary, Effect, Schema, type SchemaAST } from "effect"
import { Format } from "../src/label/Format.ts"
import { Label } from "../src/label/Label.ts"
import { Translation } from "../src/label/Translation.ts"
import { plainEncoder } from "../src/shared/schemaProjection.ts"

const encodeFast = plainEncoder(Label)
const encode = Schema.encodeSync(Label)

/**
 * Ids from a few valid ones: derived UUIDs of any case are discarded by the lower-case check (the only
 * schema of a label with an encoding), and a label has 18 of them.
 */
const TestUuid = Schema.Literals([
  "0b6f5c1e-8a4b-4c1d-9e2f-3a4b5c6d7e8f",
  "f47ac10b-58cc-4372-a567-0e02b2c3d479",
  "9b2d6c8e-1f3a-4e5b-8c7d-6a5b4c3d2e1f"
])

const hasEncoding = (ast: SchemaAST.AST): boolean =>
  ast.encoding !== undefined || (ast._tag === "Union" && ast.types.some(hasEncoding))

/** `schema` with its id fields drawn from `TestUuid` (nullable ones may be null). */
const withTestIds = <F extends Schema.Struct.Fields>(schema: Schema.Struct<F>) =>
  Schema.Struct(
    Object.fromEntries(
      Object.entries(schema.fields).map(([key, field]) => {
        if (!hasEncoding(field.ast)) return [key, field]
        return [key, field.ast._tag === "Union" ? Schema.NullOr(TestUuid) : TestUuid]
      })
    )
  )

/** Labels of the `Label` Schema's types, with at most three formats and translations. */
const arbitraryLabels = Arbitrary.schema(
  withTestIds(Label).mapFields((fields) => ({
    ...fields,
    formats: Schema.Array(withTestIds(Format)).check(Schema.isMaxLength(3)),
    translations: Schema.Array(withTestIds(Translation)).check(Schema.isMaxLength(3))
  }))
) as unknown as Arbitrary.Arbitrary<Label>

/** `label` with keys the Schema does not name, at the top and in a format and a translation. */
const withExtras = (label: Label): Label =>
  ({
    ...label,
    history_head: "abc",
    formats: label.formats.map((format) => ({ ...format, position: 2 })),
    translations: label.translations.map((translation) => ({ ...translation, label_id: label.id }))
  }) as Label

describe("the label answer's encoder", () => {
  it.effect("writes what Schema.encode writes for 300 arbitrary labels, extra keys dropped", () =>
    Effect.gen(function* () {
      const labels = yield* Arbitrary.sampleEffect(arbitraryLabels, { count: 300 })
      for (const label of labels) {
        const input = withExtras(label)
        assert.strictEqual(JSON.stringify(encodeFast(input)), JSON.stringify(encode(input)))
      }
    })
  )

  it("refuses, when made, a schema whose encoding changes a value", () => {
    const Trimmed = Schema.Struct({ name: Schema.Trim })
    assert.doesNotThrow(() => plainEncoder(Schema.Struct({ name: Schema.String })))
    assert.throws(() => plainEncoder(Schema.Struct({ at: Schema.DateTimeUtcFromString })), "$.at: a transformation")
    // Trimming decodes, and encodes as it is: an encoder may take it.
    assert.doesNotThrow(() => plainEncoder(Trimmed))
  })
})
