/**
 * The child-list PUT law: after a PUT the list equals the body, row for row
 * in body order, absent fields null, every row under a fresh id; an empty
 * body clears it and a second PUT replaces the first completely.
 */
import { assert, describe, it } from "@effect/vitest"
import { LabelChildren, type LabelId, Labels, Primitives, type UserId } from "@elabel/domain"
import {
  certificationsPut,
  createLabel,
  grapeVarietiesPut,
  ingredientsPut,
  packagingsPut,
  seedWorkspace,
  TestLayer,
  users,
  validChildren
} from "@elabel/testkit"
import { type Arbitrary, Effect } from "effect"

type Put<I> = (
  labels: Labels["Service"]
) => (
  actor: UserId,
  id: LabelId,
  rows: ReadonlyArray<I>
) => Effect.Effect<{ readonly items: ReadonlyArray<{ readonly id: string }> }, unknown>

/** One child list: its name, body rows, the PUT and the row a body row must become (without its id). */
interface ListCase<I> {
  readonly list: LabelChildren.ChildList
  readonly rows: Arbitrary.Arbitrary<Array<I>>
  readonly valid: ReadonlyArray<I>
  readonly put: Put<I>
  readonly stored: (row: I) => object
}

const withoutId = ({ id: _, ...row }: { readonly id: string }) => row

const cases = [
  {
    list: "grape_varieties",
    rows: grapeVarietiesPut,
    valid: validChildren.grape_varieties,
    put: (labels) => labels.putGrapeVarieties,
    stored: (row) => ({
      grape_variety_id: row.grape_variety_id ?? null,
      grape_variety_synonym_id: row.grape_variety_synonym_id ?? null,
      percentage: row.percentage ?? null
    })
  } satisfies ListCase<LabelChildren.GrapeVarietyInput>,
  {
    list: "ingredients",
    rows: ingredientsPut,
    valid: validChildren.ingredients,
    put: (labels) => labels.putIngredients,
    stored: (row) => ({
      ingredient_id: row.ingredient_id,
      is_organic: row.is_organic ?? null,
      order: row.order ?? null
    })
  } satisfies ListCase<LabelChildren.IngredientInput>,
  {
    list: "packagings",
    rows: packagingsPut,
    valid: validChildren.packagings,
    put: (labels) => labels.putPackagings,
    stored: (row) => ({
      packaging_type: row.packaging_type ?? null,
      collection: row.collection ?? null,
      material_id: row.material_id ?? null
    })
  } satisfies ListCase<LabelChildren.PackagingInput>,
  {
    list: "certifications",
    rows: certificationsPut,
    valid: validChildren.certifications,
    put: (labels) => labels.putCertifications,
    stored: (row) => ({ certification_id: row.certification_id })
  } satisfies ListCase<LabelChildren.CertificationInput>
] as const

/** A label whose four lists hold the fixture rows, so a PUT of one list can be seen to leave the others alone. */
const filledLabel = Effect.gen(function* () {
  const labels = yield* Labels
  const { workspace, brandId } = yield* seedWorkspace()
  const label = yield* createLabel(users.editor, workspace.id, brandId)
  for (const c of cases) yield* (c.put as Put<unknown>)(labels)(users.editor, label.id, c.valid)
  return label
})

const describeList = <I>(c: ListCase<I>) =>
  describe(c.list, () => {
    it.effect.prop(
      "the PUT's items and a re-read equal the body; a second PUT replaces the first; other lists untouched",
      { first: c.rows, second: c.rows },
      ({ first, second }) =>
        Effect.gen(function* () {
          const labels = yield* Labels
          const put = c.put(labels)
          const label = yield* filledLabel
          const before = yield* labels.children(users.viewer, label.id)

          const one = yield* put(users.editor, label.id, first)
          assert.deepStrictEqual(one.items.map(withoutId), first.map(c.stored))
          const afterOne = yield* labels.children(users.viewer, label.id)
          assert.deepStrictEqual(afterOne, { ...before, [c.list]: one.items })

          const two = yield* put(users.admin, label.id, second)
          assert.deepStrictEqual(two.items.map(withoutId), second.map(c.stored))
          assert.deepStrictEqual(yield* labels.children(users.owner, label.id), { ...before, [c.list]: two.items })

          // Fresh ids: distinct within a PUT, and never reusing an id any earlier row had.
          const earlier = new Set<string>([label.id, ...before[c.list].map((row) => row.id)])
          for (const items of [one.items, two.items]) {
            const ids = items.map((row) => row.id)
            assert.strictEqual(new Set(ids).size, ids.length)
            for (const id of ids) assert.isFalse(earlier.has(id), `id ${id} reused`)
            for (const id of ids) earlier.add(id)
          }
        }).pipe(Effect.provide(TestLayer)),
      { arbitrary: { runs: 25, size: 200, maxDiscards: 20_000 } }
    )

    it.effect("200 rows are stored in order, and an empty array clears the list", () =>
      Effect.gen(function* () {
        const labels = yield* Labels
        const put = c.put(labels)
        const label = yield* filledLabel
        const body = Array.from({ length: Primitives.MAX_ITEMS }, (_, i) => c.valid[i % c.valid.length]!)
        const full = yield* put(users.editor, label.id, body)
        assert.strictEqual(full.items.length, 200)
        assert.deepStrictEqual((yield* labels.children(users.viewer, label.id))[c.list], full.items)

        const cleared = yield* put(users.editor, label.id, [])
        assert.deepStrictEqual(cleared.items, [])
        const children = yield* labels.children(users.viewer, label.id)
        assert.deepStrictEqual(children[c.list], [])
        // Only this list was cleared.
        for (const other of cases) {
          if (other.list !== c.list) assert.strictEqual(children[other.list].length, other.valid.length, other.list)
        }
      }).pipe(Effect.provide(TestLayer))
    )
  })

describe("child-list PUT law", () => {
  for (const c of cases) describeList(c as ListCase<unknown>)

  it.effect("a new label has four empty lists", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createLabel(users.editor, workspace.id, brandId)
      assert.deepStrictEqual(yield* (yield* Labels).children(users.viewer, label.id), LabelChildren.emptyChildren)
    }).pipe(Effect.provide(TestLayer))
  )
})
