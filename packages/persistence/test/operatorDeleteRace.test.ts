/**
 * A business operator's delete and a label write naming it, at once, in two
 * transactions on PostgreSQL (ADR 0064): the label write holds the operator
 * shared (`findMany(…, share)`), the delete locks it first
 * (`lockForDelete`), so the delete's look for labels naming it runs only
 * after the write has committed, and sees it. Without the lock the look
 * would run at once and find no label. Needs DATABASE_URL (the embedded
 * database has one connection: its transactions never overlap).
 */
import { assert, describe, it } from "@effect/vitest"
import { BusinessOperatorId, BusinessOperatorRepository, LabelRepository, Transactor } from "@elabel/domain"
import { at, freshWorkspace, labelAggregate, uuid } from "@elabel/testkit/records"
import { Context, Deferred, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { freshPostgres } from "./sqlSupport.ts"

const adminUrl = process.env.DATABASE_URL || undefined

describe.skipIf(adminUrl === undefined)(
  "a business operator's delete against a label write [needs DATABASE_URL]",
  () => {
    it.live(
      "the delete waits for the write that holds the operator, then finds the label naming it",
      () =>
        Effect.gen(function* () {
          const context = yield* Layer.build(freshPostgres(adminUrl ?? ""))
          const sql = Context.get(context, SqlClient.SqlClient)
          const transactor = Context.get(context, Transactor)
          const operators = Context.get(context, BusinessOperatorRepository)
          const labels = Context.get(context, LabelRepository)
          const workspace = freshWorkspace()
          const operator = {
            id: BusinessOperatorId.make(uuid()),
            workspace_id: workspace,
            name: "Kellerei Beispiel eG",
            street: null,
            zipcode: null,
            city: null,
            country_id: null,
            registration_number: null,
            version: 1
          }
          yield* operators.insert(operator, at(0))
          const aggregate = labelAggregate(workspace, { bottler_id: null })
          yield* labels.insert(aggregate)
          const held = yield* Deferred.make<void>()

          // The label write: checks the operator (held shared), then names it a moment later, and commits.
          const write = transactor.transaction(
            Effect.gen(function* () {
              const found = yield* operators.findMany(workspace, [operator.id], true)
              assert.strictEqual(found.length, 1)
              yield* Deferred.succeed(held, undefined)
              yield* Effect.sleep("300 millis")
              yield* sql`UPDATE labels SET bottler_id = ${operator.id} WHERE id = ${aggregate.label.id}`
            })
          )
          // The delete's look for labels, once the write holds the operator.
          const look = transactor.transaction(
            Effect.gen(function* () {
              yield* Deferred.await(held)
              yield* operators.lockForDelete(operator.id)
              return yield* operators.isReferred(operator)
            })
          )
          const [, referred] = yield* Effect.all([write, look], { concurrency: "unbounded" })
          assert.isTrue(referred, "the delete saw the label the concurrent write committed")
        }).pipe(Effect.scoped),
      { timeout: 60_000 }
    )
  }
)
