/**
 * Marketing QR codes against a model: for any sequence of create, publish,
 * unpublish, patch and delete over a few codes in a workspace with a small
 * quota, every answer and every code's state is the model's, the quota is
 * never exceeded and `available_marketing_qr_codes` never goes negative.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  type DomainError,
  type MarketingQrCode,
  MarketingQrCodes,
  type QrCodeId,
  WorkspaceAdmin,
  Workspaces
} from "@elabel/domain"
import { seedWorkspace, TestLayer, testPublicBaseUrl, users, validQrCodeCreate } from "@elabel/testkit"
import { Effect, Schema } from "effect"
import { tick } from "./support.ts"

/** One step: what to do, and to which of the codes created so far (modulo their number). */
const Step = Schema.Struct({
  op: Schema.Literals(["create", "publish", "unpublish", "patch", "delete"]),
  code: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 7 })),
  // Plain strings: the patch is not what this law is about, and they never need discarding.
  name: Schema.optionalKey(Schema.NullOr(Schema.String))
})

const Scenario = {
  quota: Schema.NullOr(Schema.Literals([0, 1, 2, 3])),
  marketing: Schema.Boolean,
  steps: Schema.Array(Step).check(Schema.isMaxLength(40))
}

/** What the model knows of a code. */
interface ModelCode {
  readonly id: QrCodeId
  state: "draft" | "published" | "deleted"
  published_at: string | null
}

describe("marketing QR code state machine", () => {
  it.effect.prop(
    "every answer and every state follows the model; the quota holds",
    Scenario,
    ({ quota, marketing, steps }) =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodes
        const { workspace } = yield* seedWorkspace({ plan: "pro" })
        yield* (yield* WorkspaceAdmin).set(workspace.id, {
          feature_marketing: marketing,
          included_marketing_qr_codes: quota
        })
        const model: Array<ModelCode> = []
        const publishedCount = () => model.filter((code) => code.state === "published").length

        for (const step of steps) {
          const now = yield* tick
          const target = model.length === 0 || step.op === "create" ? undefined : model[step.code % model.length]!
          if (target === undefined) {
            const created = yield* codes.create(users.editor, validQrCodeCreate(workspace.id))
            assert.isFalse(created.is_published)
            model.push({ id: created.id, state: "draft", published_at: null })
            continue
          }
          const label = `${step.op} of a ${target.state} code`
          const run: Effect.Effect<MarketingQrCode.MarketingQrCode | undefined, DomainError> =
            step.op === "publish"
              ? codes.publish(users.editor, target.id)
              : step.op === "unpublish"
                ? codes.unpublish(users.editor, target.id)
                : step.op === "patch"
                  ? codes.patch(users.editor, target.id, step.name !== undefined ? { name: step.name } : {})
                  : Effect.as(codes.delete(users.editor, target.id), undefined)
          const answer = yield* Effect.result(run)
          if (target.state === "deleted") {
            assert.isTrue(answer._tag === "Failure" && answer.failure._tag === "NotFound", label)
            continue
          }
          switch (step.op) {
            case "publish": {
              const full = !marketing || (quota !== null && publishedCount() >= quota)
              if (target.state === "published") {
                // Idempotent: the same published_at, the slot already held.
                assert.isTrue(answer._tag === "Success" && answer.success?.published_at === target.published_at, label)
              } else if (full) {
                assert.isTrue(answer._tag === "Failure" && answer.failure._tag === "PlanLimit", label)
              } else {
                assert.isTrue(answer._tag === "Success", label)
                const published = answer._tag === "Success" ? answer.success : undefined
                assert.strictEqual(published?.published_at, now)
                assert.isTrue(published?.short_url?.startsWith(`${testPublicBaseUrl}/q/`))
                target.state = "published"
                target.published_at = now
              }
              break
            }
            case "unpublish":
              assert.isTrue(answer._tag === "Success" && answer.success?.is_published === false, label)
              target.state = "draft"
              break
            case "patch":
              assert.isTrue(
                answer._tag === "Success" && answer.success?.is_published === (target.state === "published")
              )
              break
            case "delete":
              if (target.state === "published") {
                assert.isTrue(answer._tag === "Failure" && answer.failure._tag === "Conflict", label)
              } else {
                assert.isTrue(answer._tag === "Success", label)
                target.state = "deleted"
              }
          }

          // Invariants after every step, as a member reads them.
          const seen = yield* (yield* Workspaces).get(users.viewer, workspace.id)
          const published = publishedCount()
          if (quota !== null) assert.isAtMost(published, quota)
          assert.strictEqual(seen.available_marketing_qr_codes, quota === null ? null : quota - published)
          if (seen.available_marketing_qr_codes !== null) assert.isAtLeast(seen.available_marketing_qr_codes, 0)
          const listed = yield* codes.list(users.viewer, { workspace_id: workspace.id }, { limit: 100, offset: 0 })
          assert.deepStrictEqual(
            listed.items.map((code) => [code.id, code.is_published]),
            model.filter((code) => code.state !== "deleted").map((code) => [code.id, code.state === "published"])
          )
          for (const code of model) {
            if (code.state === "published") {
              assert.strictEqual((yield* codes.get(users.viewer, code.id)).published_at, code.published_at)
            }
          }
        }
      }).pipe(Effect.provide(TestLayer)),
    { arbitrary: { runs: 150, size: 40 } }
  )
})
