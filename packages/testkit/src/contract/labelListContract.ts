/** The `LabelRepository` list contract: order, paging and every filter. */
import { assert, describe } from "@effect/vitest"
import {
  BrandId,
  type Label,
  type LabelFilter,
  type LabelPublishState,
  LabelRepository,
  type LabelVersion,
  LabelVersionRepository,
  type WorkspaceId
} from "@elabel/domain"
import { Effect } from "effect"
import { versionOf } from "./labelVersionContract.ts"
import { at, freshWorkspace, labelAggregate, uuid } from "./records.ts"
import { asRead, byCreation, type ContractIt, everything, page } from "./support.ts"

const ids = (labels: ReadonlyArray<Label.Label>) => labels.map((label) => label.id)

/** Registers the label list tests on `it`. */
export const labelListContract = (it: ContractIt): void => {
  describe("LabelRepository.list", () => {
    it.effect("labels list by creation then id, limit + 1 rows from offset, lists embedded", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const workspace = freshWorkspace()
        const aggregates = [at(9), at(4), at(4), at(4), at(6)].map((created_at) =>
          labelAggregate(workspace, { created_at })
        )
        yield* Effect.forEach(aggregates, labels.insert, { discard: true })
        const expected = byCreation(aggregates.map(asRead), (label) => [label.created_at ?? "", label.id])
        const filter = { workspaces: [workspace] }

        assert.deepStrictEqual(yield* labels.list(filter, everything), expected)
        assert.deepStrictEqual(yield* labels.list(filter, page(2)), expected.slice(0, 3))
        assert.deepStrictEqual(ids(yield* labels.list(filter, page(2, 2))), ids(expected.slice(2, 5)))
        assert.deepStrictEqual(ids(yield* labels.list(filter, page(3, 4))), ids(expected.slice(4)))
        assert.deepStrictEqual(yield* labels.list(filter, page(3, 5)), [])
        assert.deepStrictEqual(yield* labels.list({ workspaces: [] }, everything), [])
      })
    )

    it.effect("filters: workspaces, brand, archived, and q on name or internal name ignoring case", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const [home, away, elsewhere] = [freshWorkspace(), freshWorkspace(), freshWorkspace()]
        const brand = BrandId.make(uuid())
        const make = (workspace: WorkspaceId, fields: Partial<Label.LabelRecord>) =>
          labelAggregate(workspace, { brand_id: null, is_archived: false, internal_name: null, ...fields })
        const named = {
          gruener: make(home, { name: "GRÜNER Veltliner Federspiel", brand_id: brand, created_at: at(1) }),
          riesling: make(home, { name: "Riesling", internal_name: "Grüner Hang 2024", created_at: at(2) }),
          archived: make(home, { name: "Alter Grüner", brand_id: brand, is_archived: true, created_at: at(3) }),
          away: make(away, { name: "Blaufränkisch 100%", brand_id: brand, created_at: at(4) }),
          elsewhere: make(elsewhere, { name: "Grüner elsewhere", brand_id: brand, created_at: at(0) })
        }
        yield* Effect.forEach(Object.values(named), labels.insert, { discard: true })
        const listed = (filter: Omit<LabelFilter, "workspaces">, workspaces = [home, away]) =>
          Effect.map(labels.list({ workspaces, ...filter }, everything), ids)
        const { gruener, riesling, archived, away: onAway } = named

        assert.deepStrictEqual(yield* listed({}), ids([gruener, riesling, archived, onAway].map(asRead)))
        assert.deepStrictEqual(yield* listed({}, [away]), [onAway.label.id])
        assert.deepStrictEqual(yield* listed({ brand_id: brand }), [
          gruener.label.id,
          archived.label.id,
          onAway.label.id
        ])
        assert.deepStrictEqual(yield* listed({ archived: true }), [archived.label.id])
        assert.deepStrictEqual(yield* listed({ archived: false }), [
          gruener.label.id,
          riesling.label.id,
          onAway.label.id
        ])
        // q: a substring of the name or the internal name, any case (non-ASCII letters too).
        assert.deepStrictEqual(yield* listed({ q: "grüner" }), [gruener.label.id, riesling.label.id, archived.label.id])
        assert.deepStrictEqual(yield* listed({ q: "HANG" }), [riesling.label.id])
        assert.deepStrictEqual(yield* listed({ q: "fränk" }), [onAway.label.id])
        assert.deepStrictEqual(yield* listed({ q: "merlot" }), [])
        // No pattern characters: `%` and `_` match themselves only.
        assert.deepStrictEqual(yield* listed({ q: "0%" }), [onAway.label.id])
        assert.deepStrictEqual(yield* listed({ q: "_" }), [])
        assert.deepStrictEqual(yield* listed({ q: "GRÜNER", brand_id: brand, archived: false }), [gruener.label.id])
      })
    )

    it.effect("state: draft, published, or published and written after its latest version", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const workspace = freshWorkspace()
        // Each label: published or not, its updated_at, and how many versions it has (version n at minute n).
        const cases = {
          draft: { is_published: false, updated_at: at(9), versions: 0 },
          withdrawnSinceEdited: { is_published: false, updated_at: at(9), versions: 1 },
          recorded: { is_published: true, updated_at: at(2), versions: 2 },
          changed: { is_published: true, updated_at: at(3), versions: 2 },
          unversioned: { is_published: true, updated_at: at(9), versions: 0 }
        }
        const stored: Record<string, Label.LabelRecord> = {}
        for (const [name, { versions, ...fields }] of Object.entries(cases)) {
          const aggregate = labelAggregate(workspace, { ...fields, created_at: at(Object.keys(stored).length) })
          yield* labels.insert(aggregate)
          let previous: LabelVersion.StoredLabelVersion | undefined
          for (let n = 1; n <= versions; n++) {
            previous = versionOf(aggregate, n, previous)
            yield* (yield* LabelVersionRepository).append(previous)
          }
          stored[name] = aggregate.label
        }
        const listed = (state: LabelPublishState) =>
          Effect.map(labels.list({ workspaces: [workspace], state }, everything), ids)
        const idsOf = (...names: ReadonlyArray<keyof typeof cases>) => names.map((name) => stored[name]?.id)

        assert.deepStrictEqual(yield* listed("draft"), idsOf("draft", "withdrawnSinceEdited"))
        assert.deepStrictEqual(yield* listed("published"), idsOf("recorded", "changed", "unversioned"))
        // Compared with the latest version only: `recorded` was written after its first version too.
        assert.deepStrictEqual(yield* listed("changed"), idsOf("changed"))
        assert.deepStrictEqual(
          yield* Effect.map(labels.list({ workspaces: [workspace], state: "changed" }, page(1, 1)), ids),
          []
        )
      })
    )
  })
}
