/**
 * The label row: the lookups every label use case shares (`makeLabelLookup`:
 * find, readable, writable, the conditional update), and the use cases on
 * the row itself (`makeLabelRecords`: create, get, list, patch, delete).
 */
import { Effect, Option } from "effect"
import { Catalogs } from "../catalog/Catalogs.ts"
import { Conflict, type FieldIssue, InvalidInput, NotFound } from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { BrandId, LabelId, UserId, WorkspaceId } from "../shared/ids.ts"
import { LinkChangeNotifier } from "../shared/LinkChangeNotifier.ts"
import { type PageRequest, toPage } from "../shared/Paging.ts"
import { PublicBaseUrl } from "../shared/PublicBaseUrl.ts"
import { makePublicRefs } from "../shared/publicRefs.ts"
import { Transactor } from "../shared/Transactor.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { conditionalUpdate, decidedOnRead } from "../shared/WriteCondition.ts"
import { Access } from "../workspace/Access.ts"
import { listScope } from "../workspace/lists.ts"
import { BrandRepository } from "./BrandRepository.ts"
import { FORMAT_LIMIT_REASON, tooManyFormats } from "./Format.ts"
import type { LabelCreate, LabelPatch, LabelRecord } from "./Label.ts"
import {
  childRowIds,
  createdFormats,
  type LabelParts,
  type NewLabelIdentities,
  newLabelAggregate
} from "./LabelParts.ts"
import { LabelRepository, readBack } from "./LabelRepository.ts"
import { checkReferences, partsReferences, patchReferences } from "./labelReferences.ts"
import { makeLabelVersioning } from "./labelVersioning.ts"

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

  /** Reads back a label this write just stored; its absence is a defect, not a user error. */
  const reload = (id: LabelId) =>
    labels
      .findById(id)
      .pipe(
        Effect.flatMap((found) =>
          Option.isSome(found) ? Effect.succeed(found.value) : Effect.die(new Error(`label ${id} vanished after write`))
        )
      )

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

  return { find, readable, writable, reload, update, touch, bump, isBrandOf } as const
})

/** Message of the `brand_id` issue when the brand is unknown or of another workspace. */
export const BRAND_OUTSIDE_WORKSPACE = "must be a brand of the label's workspace"

/** Filter of the label list. */
export interface LabelListQuery {
  readonly workspace_id?: WorkspaceId
  readonly brand_id?: BrandId
  readonly archived?: boolean
  readonly q?: string
}

/**
 * Builds create, get, list, patch and delete of the `Labels` service. A
 * create stores the whole label in one insert: its body, and the parts a
 * bulk import gives with it (`LabelParts`), under the same rules as the
 * writes of each part (catalogue references, format limit, fresh refs).
 */
export const makeLabelRecords = Effect.gen(function* () {
  const labels = yield* LabelRepository
  const access = yield* Access
  const catalogs = yield* Catalogs
  const transactor = yield* Transactor
  const ids = yield* IdGenerator
  const baseUrl = yield* PublicBaseUrl
  const refs = yield* makePublicRefs
  const lookup = yield* makeLabelLookup
  const versioning = yield* makeLabelVersioning

  const create = Effect.fn("Labels.create")(function* (actor: UserId, input: LabelCreate, parts: LabelParts = {}) {
    yield* access.create(actor, input.workspace_id)
    if (!(yield* lookup.isBrandOf(input.workspace_id, input.brand_id))) {
      return yield* new InvalidInput({ errors: [{ path: "brand_id", message: BRAND_OUTSIDE_WORKSPACE }] })
    }
    const formats = createdFormats(input, parts)
    if (tooManyFormats(formats.length)) return yield* new Conflict({ reason: FORMAT_LIMIT_REASON })
    if (parts.default_format !== undefined && formats[parts.default_format] === undefined) {
      return yield* new InvalidInput({ errors: [{ path: "default_format", message: "must be one of the formats" }] })
    }
    yield* checkReferences(catalogs, partsReferences(parts))
    const chosen = input.ref === undefined ? [] : [yield* refs.claim(input.ref)]
    const [ref, ...formatRefs] = [...chosen, ...(yield* refs.generateMany(1 - chosen.length + formats.length, chosen))]
    const id = yield* ids.next("LabelId")
    const fresh: NewLabelIdentities = {
      id,
      ref: ref!,
      now: yield* currentTimestamp,
      formats: yield* Effect.forEach(formatRefs, (formatRef) =>
        Effect.map(ids.next("FormatId"), (formatId) => ({ id: formatId, ref: formatRef }))
      ),
      children: yield* childRowIds(ids, parts)
    }
    const aggregate = newLabelAggregate(input, parts, fresh, baseUrl)
    // The one write, atomic by itself (its refs are checked again there): no transaction of its own needed.
    yield* labels.insert(aggregate)
    return readBack(aggregate)
  })

  // The lookup itself, untraced: every label GET runs it (a named span costs several µs); writes keep theirs.
  const get = lookup.readable

  const list = Effect.fn("Labels.list")(function* (actor: UserId, query: LabelListQuery, page: PageRequest) {
    const { workspace_id: _, ...filter } = query
    const workspaces = yield* listScope(access, actor, query)
    // No workspace means no label; skip the query rather than ask storage for `IN ()`.
    if (workspaces.length === 0) return toPage([], page)
    return toPage(yield* labels.list({ ...filter, workspaces }, page), page)
  })

  const patch = Effect.fn("Labels.patch")(function* (actor: UserId, id: LabelId, body: LabelPatch) {
    const label = yield* lookup.writable(actor, id)
    const issues: Array<FieldIssue> = []
    if (body.brand_id != null && !(yield* lookup.isBrandOf(label.workspace_id, body.brand_id))) {
      issues.push({ path: "brand_id", message: BRAND_OUTSIDE_WORKSPACE })
    }
    const defaultFormat = body.default_format_id
    if (defaultFormat != null && !label.formats.some((format) => format.id === defaultFormat)) {
      issues.push({ path: "default_format_id", message: "must be a format of this label" })
    }
    yield* checkReferences(catalogs, { ...patchReferences(body), issues })
    // Only the keys the body holds, so a concurrent patch of other fields survives.
    const updated = yield* lookup.update(id, { ...body, updated_at: yield* currentTimestamp })
    yield* versioning.recordComplete(actor, id)
    return updated
  }, versioning.transaction)

  const remove = Effect.fn("Labels.delete")(function* (actor: UserId, id: LabelId) {
    // Decided on the label as read: a publish that got in between makes the delete decide again.
    yield* decidedOnRead("label", id, (decideOn) =>
      Effect.gen(function* () {
        const label = yield* lookup.writable(actor, id)
        yield* decideOn(label.version)
        if (label.is_published || label.published_at !== null) {
          return yield* new Conflict({
            reason: "a label that was ever published keeps its history and cannot be deleted; archive it instead"
          })
        }
        // A conditional delete checks (and locks) the label's version first.
        yield* lookup.update(id, { updated_at: yield* currentTimestamp })
        yield* labels.delete(id)
      })
    )
  }, transactor.transaction)

  return { create, get, list, patch, delete: remove }
})
