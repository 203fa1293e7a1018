/** The `Transactor` contract: all writes of a unit or none, savepoints for nested units, work after the commit. */
import { assert, describe } from "@effect/vitest"
import {
  BrandRepository,
  Conflict,
  type LabelAggregate,
  LabelRepository,
  MarketingQrCodeRepository,
  PublicRefRepository,
  Transactor,
  UserId,
  WorkspaceRepository
} from "@elabel/domain"
import { Effect, Exit, Option } from "effect"
import { at, brandRecord, labelAggregate, qrCodeRecord, translationRecord, uuid, workspaceRecord } from "./records.ts"
import { asRead, assertConflict, type ContractIt } from "./support.ts"

/** Registers the transaction tests on `it`. */
export const transactorContract = (it: ContractIt): void => {
  describe("Transactor", () => {
    it.effect("a failing transaction leaves no trace of any of its writes", () =>
      Effect.gen(function* () {
        const { transaction } = yield* Transactor
        const workspaces = yield* WorkspaceRepository
        const brands = yield* BrandRepository
        const labels = yield* LabelRepository
        const codes = yield* MarketingQrCodeRepository
        const refs = yield* PublicRefRepository
        const workspace = workspaceRecord()
        const existing = labelAggregate(workspace.id)
        yield* workspaces.insert(workspace, at(0))
        yield* labels.insert(existing)
        const user = UserId.make(`user-${uuid()}`)
        const brand = brandRecord(workspace.id)
        const label = labelAggregate(workspace.id)
        const code = qrCodeRecord(workspace.id)

        const failure = yield* transaction(
          Effect.gen(function* () {
            yield* workspaces.putMember({ workspace_id: workspace.id, user_id: user, role: "owner" })
            yield* workspaces.update(workspace.id, { name: "Renamed" })
            yield* brands.insert(brand, at(1))
            yield* labels.insert(label)
            yield* labels.update(existing.label.id, { name: "Renamed" })
            yield* labels.putTranslation(existing.label.id, translationRecord("it"))
            yield* labels.replaceChildren(existing.label.id, "ingredients", [])
            yield* codes.insert(code)
            yield* codes.publishWithinQuota(code, { is_published: true }, null)
            // The unit sees its own writes before it fails.
            assert.isTrue(Option.isSome(yield* labels.findById(label.label.id)))
            return yield* new Conflict({ reason: "a later step failed" })
          })
        ).pipe(Effect.flip)

        assert.strictEqual(failure._tag, "Conflict")
        assert.isTrue(Option.isNone(yield* workspaces.roleOf(workspace.id, user)))
        assert.deepStrictEqual(
          yield* workspaces.findById(workspace.id),
          Option.some({ record: workspace, published_qr_codes: 0 })
        )
        assert.isTrue(Option.isNone(yield* brands.findById(brand.id)))
        assert.isTrue(Option.isNone(yield* labels.findById(label.label.id)))
        assert.isTrue(Option.isNone(yield* codes.findById(code.id)))
        assert.deepStrictEqual(yield* labels.findById(existing.label.id), Option.some(asRead(existing)))
        assert.deepStrictEqual(yield* labels.children(existing.label.id), existing.children)
        for (const ref of [label.label.ref!, label.formats[0]!.ref!, code.ref]) assert.isFalse(yield* refs.isTaken(ref))
      })
    )

    it.effect("a transaction dying half-way is rolled back too; a succeeding one commits every write", () =>
      Effect.gen(function* () {
        const { transaction } = yield* Transactor
        const labels = yield* LabelRepository
        const workspace = workspaceRecord()
        const [died, committed] = [labelAggregate(workspace.id), labelAggregate(workspace.id)]
        const exit = yield* transaction(Effect.andThen(labels.insert(died), Effect.die("boom"))).pipe(Effect.exit)
        assert.isTrue(Exit.hasDies(exit))
        assert.isTrue(Option.isNone(yield* labels.findById(died.label.id)))

        const answer = yield* transaction(Effect.as(labels.insert(committed), "done"))
        assert.strictEqual(answer, "done")
        assert.deepStrictEqual(yield* labels.findById(committed.label.id), Option.some(asRead(committed)))
      })
    )

    it.effect("a failing nested transaction undoes only its own writes; the outer one commits", () =>
      Effect.gen(function* () {
        const { transaction } = yield* Transactor
        const labels = yield* LabelRepository
        const refs = yield* PublicRefRepository
        const workspace = workspaceRecord()
        const [before, inner, after] = [0, 1, 2].map(() => labelAggregate(workspace.id))
        yield* transaction(
          Effect.gen(function* () {
            yield* labels.insert(before!)
            const failed = yield* transaction(
              Effect.gen(function* () {
                yield* labels.insert(inner!)
                yield* labels.update(before!.label.id, { name: "Changed inside" })
                return yield* new Conflict({ reason: "inner" })
              })
            ).pipe(Effect.flip)
            assert.strictEqual(failed._tag, "Conflict")
            // Inside the outer unit, the inner writes are already gone.
            assert.isTrue(Option.isNone(yield* labels.findById(inner!.label.id)))
            yield* labels.insert(after!)
          })
        )
        assert.deepStrictEqual(yield* labels.findById(before!.label.id), Option.some(asRead(before!)))
        assert.isTrue(Option.isNone(yield* labels.findById(inner!.label.id)))
        assert.isFalse(yield* refs.isTaken(inner!.label.ref!))
        assert.deepStrictEqual(yield* labels.findById(after!.label.id), Option.some(asRead(after!)))
      })
    )

    it.effect("nested transactions that succeed commit with the outer one, and are undone when it fails", () =>
      Effect.gen(function* () {
        const { transaction } = yield* Transactor
        const labels = yield* LabelRepository
        const workspace = workspaceRecord()
        const [outer, inner, undone] = [0, 1, 2].map(() => labelAggregate(workspace.id))
        yield* transaction(
          Effect.gen(function* () {
            yield* labels.insert(outer!)
            yield* transaction(transaction(labels.insert(inner!)))
            // A plain write inside the unit, to a row a nested unit wrote, neither waits nor goes astray.
            yield* labels.update(inner!.label.id, { name: "Inner renamed" })
          })
        )
        assert.deepStrictEqual(yield* labels.findById(outer!.label.id), Option.some(asRead(outer!)))
        const renamed = Option.getOrThrow(yield* labels.findById(inner!.label.id))
        assert.deepStrictEqual([renamed.name, renamed.version], ["Inner renamed", 2])

        yield* transaction(Effect.andThen(transaction(labels.insert(undone!)), Effect.fail("outer fails"))).pipe(
          Effect.ignore
        )
        assert.isTrue(Option.isNone(yield* labels.findById(undone!.label.id)))
      })
    )

    it.effect(
      "afterCommit runs at once outside a transaction, after the outermost commit inside one, never on rollback",
      () =>
        Effect.gen(function* () {
          const { afterCommit, transaction } = yield* Transactor
          const labels = yield* LabelRepository
          const workspace = workspaceRecord()
          const [kept, undone] = [labelAggregate(workspace.id), labelAggregate(workspace.id)]
          const seen: Array<string> = []
          /** Records, when it runs, whether the label is visible outside the transaction. */
          const note = (name: string, id: LabelAggregate["label"]["id"]) =>
            afterCommit(
              Effect.map(
                Effect.orDie(labels.findById(id)),
                (found) => void seen.push(`${name}:${Option.isSome(found)}`)
              )
            )

          yield* afterCommit(Effect.sync(() => void seen.push("outside")))
          assert.deepStrictEqual(seen, ["outside"])
          yield* transaction(
            Effect.gen(function* () {
              yield* transaction(Effect.andThen(labels.insert(kept), note("kept", kept.label.id)))
              yield* transaction(
                Effect.andThen(labels.insert(undone), note("undone", undone.label.id)).pipe(
                  Effect.andThen(new Conflict({ reason: "inner" }))
                )
              ).pipe(Effect.ignore)
              // The nested unit has committed into the outer one only: nothing has run yet.
              assert.deepStrictEqual(seen, ["outside"])
            })
          )
          assert.deepStrictEqual(seen, ["outside", "kept:true"])
          yield* transaction(note("rolled back", kept.label.id).pipe(Effect.andThen(Effect.fail("no")))).pipe(
            Effect.ignore
          )
          assert.deepStrictEqual(seen, ["outside", "kept:true"])
        })
    )

    it.effect("a refused write inside a transaction leaves it usable, as a use case retrying a ref needs", () =>
      Effect.gen(function* () {
        const { transaction } = yield* Transactor
        const labels = yield* LabelRepository
        const workspace = workspaceRecord()
        const [first, retried] = [labelAggregate(workspace.id), labelAggregate(workspace.id)]
        const clash = labelAggregate(workspace.id, { id: retried.label.id, ref: first.label.ref })
        yield* transaction(
          Effect.gen(function* () {
            yield* labels.insert(first)
            yield* assertConflict(labels.insert(clash))
            yield* labels.insert(retried)
          })
        )
        assert.deepStrictEqual(yield* labels.findById(first.label.id), Option.some(asRead(first)))
        assert.deepStrictEqual(yield* labels.findById(retried.label.id), Option.some(asRead(retried)))
      })
    )
  })
}
