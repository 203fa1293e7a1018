/** The `LabelRepository` contract for a label's content: translations and the four child lists. */
import { assert, describe } from "@effect/vitest"
import { LabelChildren, LabelId, LabelRepository } from "@elabel/domain"
import { Effect, Option } from "effect"
import { childrenRecord, freshWorkspace, labelAggregate, translationRecord, uuid } from "./records.ts"
import { asRead, type ContractIt } from "./support.ts"

/** Registers the translation and child list tests on `it`. */
export const labelContentContract = (it: ContractIt): void => {
  describe("LabelRepository content", () => {
    it.effect("putTranslation replaces the locale's translation whole and adds new locales", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const aggregate = labelAggregate(freshWorkspace())
        const id = aggregate.label.id
        yield* labels.insert(aggregate)
        const german = { ...translationRecord("de", { description: "Neu" }), aroma: null, soil: null }
        const italian = translationRecord("it")
        yield* labels.putTranslation(id, german)
        yield* labels.putTranslation(id, italian)
        const french = aggregate.translations.find((translation) => translation.locale === "fr")!
        const label = Option.getOrThrow(yield* labels.findById(id))
        assert.deepStrictEqual(label.translations, [german, french, italian])
        assert.deepStrictEqual(label, asRead({ ...aggregate, translations: [german, french, italian] }))
      })
    )

    it.effect("replaceChildren makes the list equal the body in order; an empty body clears it", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const aggregate = labelAggregate(freshWorkspace())
        const other = labelAggregate(aggregate.label.workspace_id)
        const id = aggregate.label.id
        yield* labels.insert(aggregate)
        yield* labels.insert(other)
        const fresh = childrenRecord()

        const reversed = [...aggregate.children.ingredients].reverse()
        yield* labels.replaceChildren(id, "ingredients", reversed)
        yield* labels.replaceChildren(id, "grape_varieties", fresh.grape_varieties)
        yield* labels.replaceChildren(id, "packagings", [...fresh.packagings, ...aggregate.children.packagings])
        yield* labels.replaceChildren(id, "certifications", [])
        assert.deepStrictEqual(yield* labels.children(id), {
          grape_varieties: fresh.grape_varieties,
          ingredients: reversed,
          packagings: [...fresh.packagings, ...aggregate.children.packagings],
          certifications: []
        })

        // Replacing with the same rows again, then clearing all, leaves nothing behind.
        yield* labels.replaceChildren(id, "ingredients", reversed)
        assert.deepStrictEqual((yield* labels.children(id)).ingredients, reversed)
        for (const list of ["grape_varieties", "ingredients", "packagings"] as const) {
          yield* labels.replaceChildren(id, list, [])
        }
        assert.deepStrictEqual(yield* labels.children(id), LabelChildren.emptyChildren)
        // Orders are any safe integers, not only 32-bit ones.
        const wide = reversed.map((row, i) => ({
          ...row,
          order: [Number.MAX_SAFE_INTEGER, -(2 ** 31) - 1, 2 ** 31][i] ?? 7
        }))
        yield* labels.replaceChildren(id, "ingredients", wide)
        assert.deepStrictEqual((yield* labels.children(id)).ingredients, wide)
        yield* labels.replaceChildren(id, "ingredients", [])
        // Another label's lists are untouched, and the label row itself too.
        assert.deepStrictEqual(yield* labels.children(other.label.id), other.children)
        assert.deepStrictEqual(yield* labels.findById(id), Option.some(asRead(aggregate)))
      })
    )

    it.effect("childrenOf reads the lists of several labels at once, each as children reads it", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const workspace = freshWorkspace()
        const [first, second, bare] = [labelAggregate(workspace), labelAggregate(workspace), labelAggregate(workspace)]
        for (const aggregate of [first, second, { ...bare, children: LabelChildren.emptyChildren }]) {
          yield* labels.insert(aggregate)
        }
        const reversed = [...first.children.ingredients].reverse()
        yield* labels.replaceChildren(first.label.id, "ingredients", reversed)
        const unknown = LabelId.make(uuid())
        const read = yield* labels.childrenOf([second.label.id, unknown, first.label.id, bare.label.id])
        assert.deepStrictEqual(
          [...read.keys()],
          [second.label.id, unknown, first.label.id, bare.label.id],
          "one entry per id asked, in the order asked"
        )
        assert.deepStrictEqual(read.get(first.label.id), { ...first.children, ingredients: reversed })
        assert.deepStrictEqual(read.get(second.label.id), second.children)
        assert.deepStrictEqual(read.get(bare.label.id), LabelChildren.emptyChildren)
        assert.deepStrictEqual(read.get(unknown), LabelChildren.emptyChildren)
        assert.strictEqual((yield* labels.childrenOf([])).size, 0)
      })
    )
  })
}
