/**
 * A write whose parts ride on the label row's statement (a PUT of a list, ADR 0070) or run in the row's
 * savepoint (an import row) fails whole: when the database refuses the list's rows, or a later row of an import is
 * refused, the label's row, its lists, its versions and the audit log are as before.
 * On PGlite, and on a fresh PostgreSQL database when `DATABASE_URL` is set.
 */
import { assert, describe, it } from "@effect/vitest"
import { catalogIds, completeIngredients, createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { buildDomain, runStorage, storageName } from "./support/runStorage.ts"
import { openApp, type ScanOptions } from "./support/scanner.ts"

describe(`a write that fails leaves the label as it was (${storageName})`, () => {
  it.live(
    "a refused list rider and imports with a refused row change no row, list, version or audit event",
    () =>
      Effect.gen(function* () {
        const domain = yield* buildDomain(yield* runStorage)
        const { workspace, label, other } = yield* Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace({ plan: "premium" })
          const options = { quantity: 750, locale: "en" } as const
          const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, {
            ...options,
            internal_reference: "RK-23"
          })
          const other = yield* createCompleteLabel(users.editor, workspace.id, brandId, options)
          return { workspace, label, other }
        }).pipe(Effect.provideContext(domain))
        const app = yield* openApp().pipe(Effect.provideContext(domain))
        const send = (method: string, path: string, body?: unknown, as = users.editor) => {
          const options: ScanOptions = body === undefined ? { as } : { as, body }
          return app.send(method, path, options)
        }
        const published = yield* send("POST", `/v1/labels/${label.id}/publish`)
        assert.strictEqual(published.status, 200, published.text)

        /** What a failed write must leave as it was: the label, its list, its versions and the audit log. */
        const state = Effect.gen(function* () {
          const answers = yield* Effect.all([
            send("GET", `/v1/labels/${label.id}`),
            send("GET", `/v1/labels/${label.id}/ingredients`),
            send("GET", `/v1/labels/${label.id}/versions`),
            send("GET", `/v1/workspaces/${workspace.id}/audit`, undefined, users.owner)
          ])
          for (const answer of answers) assert.strictEqual(answer.status, 200, answer.text)
          return answers.map((answer) => answer.text)
        })
        const before = yield* state

        // The database refuses one of the list's rows (a constraint the domain does not know of).
        const sql = yield* SqlClient.SqlClient.pipe(Effect.provideContext(domain))
        const refused = catalogIds.ingredients.citricAcid
        yield* sql.unsafe(
          `ALTER TABLE label_ingredients ADD CONSTRAINT no_citric_acid CHECK (ingredient_id <> '${refused}')`
        )
        const list = yield* send("PUT", `/v1/labels/${label.id}/ingredients`, [
          ...completeIngredients,
          { ingredient_id: refused, order: 3 }
        ])
        assert.isAtLeast(list.status, 500, list.text)
        assert.match(list.headers.get("content-type") ?? "", /application\/problem\+json/)
        assert.deepStrictEqual(yield* state, before)

        // Imports run every row in one transaction: a later row refused undoes an earlier row's list.
        const exported = yield* send("GET", `/v1/workspaces/${workspace.id}/export`)
        const documents = JSON.parse(exported.text) as ReadonlyArray<Record<string, unknown>>
        const mine = documents.find((document) => document.id === label.id)!
        const others = documents.find((document) => document.id === other.id)!
        const renamed = { ...mine, name: "Renamed by the import", ingredients: completeIngredients.slice(0, 1) }
        const unknown = { ...others, ingredients: [{ ingredient_id: crypto.randomUUID(), order: 1 }] }
        const rejected = yield* send("POST", `/v1/workspaces/${workspace.id}/imports`, [renamed, unknown])
        assert.strictEqual(rejected.status, 422, rejected.text)
        assert.deepStrictEqual(yield* state, before)
        // A row whose list the database refuses fails the import, and nothing of it is kept.
        const withRefused = { ...renamed, ingredients: [...completeIngredients, { ingredient_id: refused, order: 3 }] }
        const failed = yield* send("POST", `/v1/workspaces/${workspace.id}/imports`, [withRefused])
        assert.isAtLeast(failed.status, 500, failed.text)
        assert.deepStrictEqual(yield* state, before)
      }),
    60_000
  )
})
