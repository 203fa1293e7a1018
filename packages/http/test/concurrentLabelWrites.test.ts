/**
 * Concurrent writes to one published label through the real HTTP route
 * (issue 33 item 1): 8 PUTs of each child list at once, then 8 mixed writes
 * (PATCH beside child-list PUTs and translation PUTs), then 8 PATCHes with
 * one `If-Match`. Each request without `If-Match` succeeds (last writer
 * wins, each write whole), none answers 5xx; with a stale `If-Match`
 * exactly one wins and the others get 412. The label ends as one of the
 * bodies sent left it, and its history is numbered without a gap and
 * verifies. On PostgreSQL when DATABASE_URL names a server, on embedded
 * PGlite otherwise.
 */
import { assert, describe, it } from "@effect/vitest"
import { LabelHistory, LabelRepository, Labels } from "@elabel/domain"
import { catalogIds, createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Context, Effect } from "effect"
import { buildDomain, runStorage, storageName } from "./support/runStorage.ts"
import { openApp } from "./support/scanner.ts"

/** Writes sent at once, per round. */
const PARALLEL = 8

/** One write: method, path, body. */
type Write = readonly [method: string, path: string, body: unknown]

const { ingredients, grapeVarieties, certifications, materials } = catalogIds

/** The body of write `i` of a child list, each different; what the list holds afterwards is compared to them. */
const lists = {
  packagings: (i: number) => [{ packaging_type: `Bottle ${i}`, material_id: materials.glass }],
  ingredients: (i: number) => [
    { ingredient_id: ingredients.grapes, order: 1 },
    { ingredient_id: ingredients.sulphites, order: i + 2 }
  ],
  "grape-varieties": (i: number) => [{ grape_variety_id: grapeVarieties.riesling, percentage: 50 + i }],
  certifications: (i: number) =>
    [certifications.euOrganic, certifications.demeter, certifications.vegan]
      .slice(0, (i % 3) + 1)
      .map((id) => ({ certification_id: id }))
} as const

describe("concurrent writes to one label", () => {
  it.live(
    `8 at once of each kind: none fails, the last writer wins whole, the history has no gap (${storageName})`,
    () =>
      Effect.gen(function* () {
        const domain = yield* buildDomain(yield* runStorage)
        const { workspace, label } = yield* Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace({ plan: "premium" })
          const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId)
          return { workspace, label: yield* (yield* Labels).publish(users.editor, draft.id) }
        }).pipe(Effect.provideContext(domain))
        const app = yield* openApp().pipe(Effect.provideContext(domain))
        const path = `/v1/labels/${label.id}`
        const sendAll = (writes: ReadonlyArray<Write>, headers: Record<string, string> = {}) =>
          Effect.forEach(
            writes,
            ([method, target, body]) => app.send(method, target, { as: users.editor, body, headers }),
            { concurrency: "unbounded" }
          )
        const failed: Array<string> = []
        const round = (name: string, writes: ReadonlyArray<Write>) =>
          Effect.map(sendAll(writes), (answers) => {
            for (const answer of answers)
              if (answer.status !== 200) failed.push(`${name}: ${answer.status} ${answer.text}`)
            return answers
          })
        const children = () =>
          Effect.provideContext(
            LabelRepository.use((repo) => repo.children(label.id)),
            domain
          )
        const indexes = Array.from({ length: PARALLEL }, (_, i) => i)

        for (const list of Object.keys(lists) as Array<ListRoute>) {
          const body = lists[list] as (i: number) => ReadonlyArray<object>
          yield* round(
            list,
            indexes.map((i): Write => ["PUT", `${path}/${list}`, body(i)])
          )
          const field = list === "grape-varieties" ? "grape_varieties" : (list as Exclude<ListRoute, "grape-varieties">)
          const kept = canonical((yield* children())[field])
          const sent = indexes.map((i) => canonical(body(i).map((row) => ({ ...emptyRow[list], ...row }))))
          assert.include(sent, kept, `${list}: the list is one body sent, whole`)
        }

        // Mixed: PATCHes of the name beside packaging and translation PUTs.
        yield* round(
          "mixed",
          indexes.map(
            (i): Write =>
              i % 3 === 0
                ? ["PATCH", path, { name: `Riesling ${i}` }]
                : i % 3 === 1
                  ? ["PUT", `${path}/packagings`, lists.packagings(i)]
                  : ["PUT", `${path}/translations/de`, { designation_of_origin: `Mosel ${i}` }]
          )
        )
        const mixed = yield* Effect.provideContext(
          Labels.use((labels) => labels.get(users.editor, label.id)),
          domain
        )
        assert.include(["Riesling 0", "Riesling 3", "Riesling 6"], mixed.name)
        assert.include(
          ["Mosel 2", "Mosel 5"],
          mixed.translations.find((t) => t.locale === "de")?.designation_of_origin ?? ""
        )
        assert.deepStrictEqual(failed, [], "writes without If-Match that did not answer 200")

        // One If-Match for all: exactly one wins, the others are told the label changed.
        const guarded = yield* sendAll(
          indexes.map((i): Write => ["PATCH", path, { name: `Guarded ${i}` }]),
          { "if-match": `"v${mixed.version}"` }
        )
        assert.deepStrictEqual(
          guarded.map((answer) => answer.status).sort(),
          [200, ...Array(PARALLEL - 1).fill(412)],
          guarded.map((answer) => answer.text).join("\n")
        )

        const { items } = yield* Effect.provideContext(
          LabelHistory.use((history) => history.list(users.editor, label.id, { limit: 200, offset: 0 })),
          domain
        )
        const numbers = items.map((version) => version.version).reverse()
        assert.deepStrictEqual(
          numbers,
          numbers.map((_, i) => i + 1),
          "versions 1..n without a gap"
        )
        const check = yield* Context.get(domain, LabelHistory).verify(workspace.id)
        assert.isUndefined(check.broken)
      }).pipe(Effect.scoped),
    { timeout: 180_000 }
  )
})

type ListRoute = keyof typeof lists

/** Rows without their ids, each with its keys in order: what two lists must agree on to be the same. */
const canonical = (rows: ReadonlyArray<object>): string =>
  JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([key]) => key !== "id")
          .sort(([a], [b]) => a.localeCompare(b))
      )
    )
  )

/** A stored row's fields that a body may leave out (null when omitted). */
const emptyRow: Record<ListRoute, Record<string, unknown>> = {
  packagings: { packaging_type: null, collection: null, material_id: null },
  ingredients: { is_organic: null, order: null },
  "grape-varieties": { grape_variety_id: null, grape_variety_synonym_id: null, percentage: null },
  certifications: {}
}
