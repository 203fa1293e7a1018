/** The `WorkspaceRepository` contract: records, memberships, list order and the published code count. */
import { assert, describe } from "@effect/vitest"
import { MarketingQrCodeRepository, UserId, type Workspace, WorkspaceId, WorkspaceRepository } from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, ISO_MILLIS, qrCodeRecord, uuid, workspaceRecord } from "./records.ts"
import { byCreation, type ContractIt, everything, page, publishWithin } from "./support.ts"

const freshUser = () => UserId.make(`user-${uuid()}`)

/** Registers the workspace tests on `it`. */
export const workspaceContract = (it: ContractIt): void => {
  describe("WorkspaceRepository", () => {
    it.effect("a workspace reads back field for field, with no published codes", () =>
      Effect.gen(function* () {
        const workspaces = yield* WorkspaceRepository
        const record = workspaceRecord()
        // Any safe integer is a valid quota, not only 32-bit ones.
        const huge = workspaceRecord({ included_marketing_qr_codes: 2 ** 40, pro_started_at: null, ref: null })
        yield* workspaces.insert(record, at(0))
        yield* workspaces.insert(huge, at(0))
        const found = Option.getOrThrow(yield* workspaces.findById(record.id))
        assert.deepStrictEqual(found, { record, published_qr_codes: 0 })
        assert.match(found.record.pro_started_at ?? "", ISO_MILLIS)
        assert.deepStrictEqual(
          yield* workspaces.findById(huge.id),
          Option.some({ record: huge, published_qr_codes: 0 })
        )
      })
    )

    it.effect("an unknown workspace is none, and updating it changes nothing", () =>
      Effect.gen(function* () {
        const workspaces = yield* WorkspaceRepository
        const id = WorkspaceId.make(uuid())
        assert.isTrue(Option.isNone(yield* workspaces.findById(id)))
        assert.isTrue(Option.isNone(yield* workspaces.update(id, { name: "Ghost" })))
        assert.isTrue(Option.isNone(yield* workspaces.findById(id)))
      })
    )

    it.effect("an update writes only the given keys and answers the new state", () =>
      Effect.gen(function* () {
        const workspaces = yield* WorkspaceRepository
        const record = workspaceRecord()
        yield* workspaces.insert(record, at(0))
        const changes: Partial<Workspace.WorkspaceRecord> = {
          name: "Weingut Neu",
          can_publish: false,
          included_marketing_qr_codes: null,
          onboarding_completed: true,
          premium_started_at: at(7)
        }
        const updated = yield* workspaces.update(record.id, changes)
        const expected = { record: { ...record, ...changes }, published_qr_codes: 0 }
        assert.deepStrictEqual(updated, Option.some(expected))
        assert.deepStrictEqual(yield* workspaces.findById(record.id), Option.some(expected))
        assert.deepStrictEqual(yield* workspaces.update(record.id, {}), Option.some(expected))
      })
    )

    it.effect(
      "members: putMember upserts the role, roleOf and workspacesOf answer, removeMember tells if it removed",
      () =>
        Effect.gen(function* () {
          const workspaces = yield* WorkspaceRepository
          const user = freshUser()
          const first = workspaceRecord()
          const second = workspaceRecord()
          yield* workspaces.insert(first, at(1))
          yield* workspaces.insert(second, at(0))
          assert.isTrue(Option.isNone(yield* workspaces.roleOf(first.id, user)))
          assert.deepStrictEqual(yield* workspaces.workspacesOf(user), [])

          yield* workspaces.putMember({ workspace_id: first.id, user_id: user, role: "viewer" })
          yield* workspaces.putMember({ workspace_id: first.id, user_id: user, role: "editor" })
          yield* workspaces.putMember({ workspace_id: second.id, user_id: user, role: "owner" })
          assert.deepStrictEqual(yield* workspaces.roleOf(first.id, user), Option.some("editor" as const))
          assert.deepStrictEqual(yield* workspaces.roleOf(second.id, user), Option.some("owner" as const))
          assert.isTrue(Option.isNone(yield* workspaces.roleOf(first.id, freshUser())))
          // Ordered by the workspaces' creation, not by when the user joined.
          assert.deepStrictEqual(yield* workspaces.workspacesOf(user), [second.id, first.id])

          assert.isTrue(yield* workspaces.removeMember(first.id, user))
          assert.isFalse(yield* workspaces.removeMember(first.id, user))
          assert.isTrue(Option.isNone(yield* workspaces.roleOf(first.id, user)))
          assert.deepStrictEqual(yield* workspaces.workspacesOf(user), [second.id])
        })
    )

    it.effect(
      "lockOwners answers the owners in the order they became owners; the same role again keeps the place",
      () =>
        Effect.gen(function* () {
          const workspaces = yield* WorkspaceRepository
          const record = workspaceRecord()
          yield* workspaces.insert(record, at(0))
          const [alice, bob, carol, dave] = [freshUser(), freshUser(), freshUser(), freshUser()]
          const put = (user: typeof alice, role: "owner" | "editor") =>
            workspaces.putMember({ workspace_id: record.id, user_id: user, role })
          assert.deepStrictEqual(yield* workspaces.lockOwners(record.id), [])
          yield* put(dave, "editor")
          yield* put(alice, "owner")
          yield* put(bob, "owner")
          yield* put(carol, "owner")
          yield* put(alice, "owner")
          assert.deepStrictEqual(yield* workspaces.lockOwners(record.id), [alice, bob, carol])
          // A member who joined first but became an owner last comes last.
          yield* put(dave, "owner")
          yield* put(alice, "editor")
          yield* put(alice, "owner")
          assert.deepStrictEqual(yield* workspaces.lockOwners(record.id), [bob, carol, dave, alice])
          yield* workspaces.removeMember(record.id, bob)
          assert.deepStrictEqual(yield* workspaces.lockOwners(record.id), [carol, dave, alice])
        })
    )

    it.effect("a user's workspaces list by creation then id, limit + 1 rows from offset", () =>
      Effect.gen(function* () {
        const workspaces = yield* WorkspaceRepository
        const user = freshUser()
        const rows = [
          { record: workspaceRecord(), createdAt: at(5) },
          { record: workspaceRecord(), createdAt: at(3) },
          { record: workspaceRecord(), createdAt: at(3) },
          { record: workspaceRecord(), createdAt: at(4) }
        ]
        for (const { record, createdAt } of rows) {
          yield* workspaces.insert(record, createdAt)
          yield* workspaces.putMember({ workspace_id: record.id, user_id: user, role: "admin" })
        }
        yield* workspaces.insert(workspaceRecord(), at(1)) // not the user's
        const expected = byCreation(rows, (row) => [row.createdAt, row.record.id]).map((row) => row.record.id)
        const ids = (listed: ReadonlyArray<{ readonly record: { readonly id: WorkspaceId } }>) =>
          listed.map((row) => row.record.id)

        assert.deepStrictEqual(ids(yield* workspaces.listForUser(user, everything)), expected)
        assert.deepStrictEqual(ids(yield* workspaces.listForUser(user, page(2))), expected.slice(0, 3))
        assert.deepStrictEqual(ids(yield* workspaces.listForUser(user, page(1, 2))), expected.slice(2, 4))
        assert.deepStrictEqual(ids(yield* workspaces.listForUser(user, page(5, 4))), [])
        assert.deepStrictEqual(yield* workspaces.workspacesOf(user), expected)
        assert.deepStrictEqual(yield* workspaces.listForUser(freshUser(), everything), [])
      })
    )

    it.effect("listAll pages every workspace in one stable order", () =>
      Effect.gen(function* () {
        const workspaces = yield* WorkspaceRepository
        const early = workspaceRecord()
        const late = workspaceRecord()
        yield* workspaces.insert(late, at(90))
        yield* workspaces.insert(early, at(-90))
        const all = (yield* workspaces.listAll(page(1000))).map((row) => row.record.id)
        assert.isAbove(all.indexOf(late.id), all.indexOf(early.id))
        assert.isAtLeast(all.indexOf(early.id), 0)
        const window = (yield* workspaces.listAll(page(2, 1))).map((row) => row.record.id)
        assert.deepStrictEqual(window, all.slice(1, 4))
      })
    )

    it.effect("published_qr_codes counts the published codes of that workspace only", () =>
      Effect.gen(function* () {
        const workspaces = yield* WorkspaceRepository
        const codes = yield* MarketingQrCodeRepository
        const user = freshUser()
        const mine = workspaceRecord()
        const other = workspaceRecord()
        yield* workspaces.insert(mine, at(0))
        yield* workspaces.insert(other, at(0))
        yield* workspaces.putMember({ workspace_id: mine.id, user_id: user, role: "owner" })
        const drafts = [qrCodeRecord(mine.id), qrCodeRecord(mine.id), qrCodeRecord(mine.id), qrCodeRecord(other.id)]
        yield* Effect.forEach(drafts, codes.insert)
        for (const code of [drafts[0]!, drafts[1]!, drafts[3]!]) {
          assert.isTrue(yield* publishWithin(code, null))
        }
        const count = (found: Option.Option<{ readonly published_qr_codes: number }>) =>
          Option.getOrThrow(found).published_qr_codes
        assert.strictEqual(count(yield* workspaces.findById(mine.id)), 2)
        assert.strictEqual(count(yield* workspaces.findById(other.id)), 1)
        assert.strictEqual(count(yield* workspaces.update(mine.id, { name: "Renamed" })), 2)
        assert.deepStrictEqual(
          (yield* workspaces.listForUser(user, everything)).map((row) => row.published_qr_codes),
          [2]
        )
        // Back to draft frees the count.
        yield* codes.update(drafts[0]!.id, { is_published: false, updated_at: at(20) })
        assert.strictEqual(count(yield* workspaces.findById(mine.id)), 1)
      })
    )
  })
}
