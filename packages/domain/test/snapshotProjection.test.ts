/**
 * A label's snapshot is cut from the editable label by a projection of the
 * document format's Schema, not by decoding it (`labelSnapshot.ts`): for
 * any value of the format's types it must answer what `Schema.decodeSync`
 * answers, extra keys dropped, and be canonical as made (its JSON text is
 * its canonical JSON, which the version's hashes are taken of).
 */
import { assert, describe, it } from "@effect/vitest"
import { Arbitrary, Effect, Result, Schema } from "effect"
import { ELabelSnapshot } from "../src/published/VersionDocument.ts"
import { canonicalJson } from "../src/shared/CanonicalJson.ts"
import { projection } from "../src/shared/schemaProjection.ts"

const project = projection(ELabelSnapshot)
const decode = Schema.decodeSync(ELabelSnapshot)

/** `snapshot` with keys no format names, at the top and inside the label, a format and a catalogue entry. */
const withExtras = (snapshot: ELabelSnapshot): Record<string, unknown> => ({
  ...snapshot,
  added_later: { x: 1 },
  label: {
    ...snapshot.label,
    updated_at: "2026-11-28T00:00:00.000Z",
    formats: snapshot.label.formats.map((format) => ({ ...format, version: 3 }))
  },
  catalog: {
    ...snapshot.catalog,
    ingredients: snapshot.catalog.ingredients.map((entry) => ({ ...entry, sort_order: 1 }))
  }
})

describe("the snapshot projection", () => {
  it.effect("answers what decoding answers for 200 arbitrary snapshots, extra keys dropped, in canonical order", () =>
    Effect.gen(function* () {
      const snapshots = yield* Arbitrary.sampleEffect(Arbitrary.schema(ELabelSnapshot), { count: 200 })
      for (const snapshot of snapshots) {
        const input = withExtras(snapshot) as ELabelSnapshot
        const decoded = decode(input)
        // The format's numbers are any numbers; one JSON cannot hold is refused, as canonical JSON refuses it.
        const text = Result.try(() => canonicalJson(decoded))
        if (Result.isFailure(text)) {
          assert.throws(() => project(input), "non-finite number")
          continue
        }
        const projected = project(input)
        assert.deepStrictEqual(projected, decoded)
        // Marked canonical as made (unless a key such as "1" is written first): its text is taken as it is.
        assert.strictEqual(canonicalJson(projected), text.success)
      }
    })
  )

  it.effect("refuses a required key that is missing and a number JSON cannot hold, naming where", () =>
    Effect.gen(function* () {
      // One that projects: a number JSON cannot hold elsewhere (the catalogue's, before the label) would be refused first.
      const snapshot = (yield* Arbitrary.sampleEffect(Arbitrary.schema(ELabelSnapshot), { count: 50 })).find((one) =>
        Result.isSuccess(Result.try(() => project(one)))
      )
      const { name: _name, ...nameless } = snapshot!.label
      assert.throws(() => project({ ...snapshot!, label: nameless } as ELabelSnapshot), "$.label.name: missing")
      const formats = [{ ...snapshot!.label.formats[0]!, quantity: Number.NaN }]
      if (snapshot!.label.formats.length > 0) {
        assert.throws(
          () => project({ ...snapshot!, label: { ...snapshot!.label, formats } } as ELabelSnapshot),
          "$.label.formats[].quantity: non-finite number"
        )
      }
    })
  )

  it("is refused, when it is made, for a schema that transforms or is not plain JSON data", () => {
    assert.throws(() => projection(Schema.Struct({ at: Schema.NumberFromString })), "$.at: a transformation")
    assert.throws(
      () => projection(Schema.Struct({ a: Schema.Union([Schema.String, Schema.Number]) })),
      "$.a: only a union"
    )
  })
})
