import { Effect, Option } from "effect"
import { NotFound } from "../errors.ts"
import type { BrandId, LabelId, UserId, WorkspaceId } from "../ids.ts"
import type { LabelRecord } from "../Label.ts"
import { BrandRepository } from "../ports/BrandRepository.ts"
import { LabelRepository } from "../ports/LabelRepository.ts"
import { LinkChangeNotifier } from "../ports/LinkChangeNotifier.ts"
import { Transactor } from "../ports/Transactor.ts"
import { conditionalUpdate } from "../WriteCondition.ts"
import { Access } from "./Access.ts"

/**
 * Lookups the label and format use cases share. A label is looked up first
 * and its workspace checked second, so an unknown id and another tenant's id
 * both answer `NotFound`.
 */
export const makeLabelLookup = Effect.gen(function* () {
  const labels = yield* LabelRepository
  const brands = yield* BrandRepository
  const access = yield* Access
  const transactor = yield* Transactor
  const notifier = yield* LinkChangeNotifier

  /**
   * Tells the caches of label answers in every process, once the write has committed. Every write
   * to a label or its parts goes through `update`, `touch` or `bump` (the label row guards them).
   */
  const announce = (id: LabelId) => transactor.afterCommit(notifier.labelChanged(id))

  /** The label, or `NotFound`. */
  const find = Effect.fnUntraced(function* (id: LabelId) {
    const found = yield* labels.findById(id)
    if (Option.isNone(found)) return yield* new NotFound({ resource: "label", id })
    return found.value
  })

  /** The label if the actor may see it. */
  const readable = Effect.fnUntraced(function* (actor: UserId, id: LabelId) {
    const label = yield* find(id)
    yield* access.read(actor, label.workspace_id, "label", id)
    return label
  })

  /** The label if the actor may change it. */
  const writable = Effect.fnUntraced(function* (actor: UserId, id: LabelId) {
    const label = yield* find(id)
    yield* access.write(actor, label.workspace_id, "label", id)
    return label
  })

  /**
   * Writes the changed columns under the write's condition (the label guards its own writes and its
   * parts'); `NotFound` if the label was deleted meanwhile, `PreconditionFailed` if it changed.
   */
  const update = (id: LabelId, changes: Partial<LabelRecord>) =>
    Effect.tap(
      conditionalUpdate("label", id, (expected) => labels.update(id, changes, expected)),
      () => announce(id)
    )

  /** Marks the label changed after a write of its translations or child lists (which it guards). */
  const touch = (id: LabelId, now: string) => Effect.asVoid(update(id, { updated_at: now }))

  /** Marks the label changed after a write of one of its formats (guarded by the format itself). */
  const bump = (id: LabelId, now: string, changes: Partial<LabelRecord> = {}) =>
    Effect.andThen(labels.update(id, { ...changes, updated_at: now }), announce(id))

  /** Whether the brand exists and belongs to the workspace. */
  const isBrandOf = (workspace: WorkspaceId, brand: BrandId) =>
    Effect.map(brands.findById(brand), (found) => Option.isSome(found) && found.value.workspace_id === workspace)

  return { find, readable, writable, update, touch, bump, isBrandOf } as const
})

/** Message of the `brand_id` issue when the brand is unknown or of another workspace. */
export const BRAND_OUTSIDE_WORKSPACE = "must be a brand of the label's workspace"
