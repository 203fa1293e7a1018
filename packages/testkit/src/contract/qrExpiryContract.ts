/**
 * The expiry check of marketing codes (`EventOutbox.claimExpired`): a passed
 * expiry of a published code is announced once per expiry date, and a stored
 * text that is no real date-time (kept from before requests were checked
 * field by field) never stops the check for the others.
 */
import { assert, describe } from "@effect/vitest"
import { EventOutbox, MarketingQrCodeRepository } from "@elabel/domain"
import { Effect } from "effect"
import { freshWorkspace, published, qrCodeRecord } from "./records.ts"
import type { ContractIt } from "./support.ts"

/** Registers the expiry tests on `it`. */
export const qrExpiryContract = (it: ContractIt): void => {
  describe("EventOutbox.claimExpired", () => {
    it.effect("a passed expiry of a published code is announced once per expiry date", () =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodeRepository
        const outbox = yield* EventOutbox
        const workspace = freshWorkspace()
        const code = published(qrCodeRecord(workspace, { expires_at: "2090-01-01T00:00:00+02:00" }))
        const draft = qrCodeRecord(workspace, { expires_at: "2090-01-01T00:00:00Z" })
        yield* codes.insert(code)
        yield* codes.insert(draft)
        const mine = <A extends { readonly id: string }>(rows: ReadonlyArray<A>) =>
          rows.filter((row) => row.id === code.id || row.id === draft.id)
        assert.deepStrictEqual(mine(yield* outbox.claimExpired("2089-12-31T21:59:59.999Z")), [])
        assert.deepStrictEqual(mine(yield* outbox.claimExpired("2089-12-31T22:00:00.000Z")), [
          { id: code.id, workspace_id: workspace, expires_at: "2089-12-31T22:00:00.000Z" }
        ])
        assert.deepStrictEqual(mine(yield* outbox.claimExpired("2095-01-01T00:00:00.000Z")), [])
      })
    )

    it.effect("an impossible or unreadable stored expiry stops no other code's: read as scans read it", () =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodeRepository
        const outbox = yield* EventOutbox
        const workspace = freshWorkspace()
        // Stored as written before the check: scans read the impossible day rolled over, the unreadable as none.
        const rolled = published(qrCodeRecord(workspace, { expires_at: "2021-02-30T00:00:00Z" }))
        const unreadable = published(qrCodeRecord(workspace, { expires_at: "soon" }))
        const other = published(qrCodeRecord(freshWorkspace(), { expires_at: "2021-06-01T00:00:00+02:00" }))
        for (const code of [rolled, unreadable, other]) yield* codes.insert(code)
        const claimed = (yield* outbox.claimExpired("2022-01-01T00:00:00.000Z"))
          .filter((row) => [rolled.id, unreadable.id, other.id].includes(row.id))
          .sort((a, b) => a.expires_at.localeCompare(b.expires_at))
        assert.deepStrictEqual(claimed, [
          { id: rolled.id, workspace_id: workspace, expires_at: "2021-03-02T00:00:00.000Z" },
          { id: other.id, workspace_id: other.workspace_id, expires_at: "2021-05-31T22:00:00.000Z" }
        ])
      })
    )
  })
}
