/**
 * The label row: the reads every label use case shares (`makeLabelLookup`:
 * find, readable, writable), and the use cases on the row itself
 * (`makeLabelRecords`: create, get, list, patch, delete). Writes go through
 * the label's write unit (`LabelWrites`).
 */
import { Effect, Option } from "effect"
import { Catalogs } from "../catalog/Catalogs.ts"
import { MediaRepository } from "../media/MediaRepository.ts"
import { checkMediaReferences, partsMediaReferences } from "../media/mediaReferences.ts"
import { Conflict, InvalidInput, NotFound, type PersistenceUnavailable } from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { BrandId, LabelId, UserId, WorkspaceId } from "../shared/ids.ts"
import { type PageRequest, toPage } from "../shared/Paging.ts"
import { PublicBaseUrl } from "../shared/PublicBaseUrl.ts"
import { makePublicRefs } from "../shared/publicRefs.ts"
import { Transactor } from "../shared/Transactor.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { Access } from "../workspace/Access.ts"
import { makeAuditTrail } from "../workspace/auditTrail.ts"
import { listScope } from "../workspace/lists.ts"
import { BrandRepository } from "./BrandRepository.ts"
import { BusinessOperatorRepository } from "./BusinessOperatorRepository.ts"
import { FORMAT_LIMIT_REASON, tooManyFormats } from "./Format.ts"
import type { LabelCreate, LabelPatch } from "./Label.ts"
import {
  childRowIds,
  createdFormats,
  type LabelParts,
  type NewLabelIdentities,
  newLabelAggregate
} from "./LabelParts.ts"
import type { LabelPublishState } from "./LabelPublishState.ts"
import { LabelRepository, readBack } from "./LabelRepository.ts"
import { impossible, LabelWrites } from "./LabelWrites.ts"
import { BRAND_OUTSIDE_WORKSPACE, type LabelDecisions } from "./labelDecisions.ts"
import { checkReferences, partsReferences } from "./labelReferences.ts"
import { operatorIssues } from "./operatorReferences.ts"

export { BRAND_OUTSIDE_WORKSPACE } from "./labelDecisions.ts"

/**
 * The reads the label and format use cases share. A label is looked up first
 * and its workspace checked second, so an unknown id and another tenant's id
 * both answer `NotFound`.
 */
export const makeLabelLookup = Effect.gen(function* () {
  const labels = yield* LabelRepository
  const brands = yield* BrandRepository
  const access = yield* Access

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

  /** Whether the brand exists and belongs to the workspace. */
  const isBrandOf = (workspace: WorkspaceId, brand: BrandId) =>
    Effect.map(brands.findById(brand), (found) => Option.isSome(found) && found.value.workspace_id === workspace)

  return { find, readable, isBrandOf } as const
})

/** Filter of the label list. */
export interface LabelListQuery {
  readonly workspace_id?: WorkspaceId
  readonly brand_id?: BrandId
  readonly archived?: boolean
  readonly state?: LabelPublishState
  readonly q?: string
}

/**
 * Builds create, get, list, patch and delete of the `Labels` service. A
 * create stores the whole label in one insert: its body, and the parts a
 * bulk import gives with it (`LabelParts`), under the same rules as the
 * writes of each part (catalogue references, format limit, fresh refs).
 */
export const makeLabelRecords = (decide: LabelDecisions) =>
  Effect.gen(function* () {
    const labels = yield* LabelRepository
    const access = yield* Access
    const catalogs = yield* Catalogs
    const media = yield* MediaRepository
    const operators = yield* BusinessOperatorRepository
    const writes = yield* LabelWrites
    const ids = yield* IdGenerator
    const baseUrl = yield* PublicBaseUrl
    const refs = yield* makePublicRefs
    const lookup = yield* makeLabelLookup
    const transactor = yield* Transactor
    const audit = yield* makeAuditTrail

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
      yield* checkMediaReferences(media, input.workspace_id, partsMediaReferences(parts))
      const chosen = input.ref === undefined ? [] : [yield* refs.claim(input.ref)]
      const [ref, ...formatRefs] = [
        ...chosen,
        ...(yield* refs.generateMany(1 - chosen.length + formats.length, chosen))
      ]
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
      // The insert (its refs are checked again there) and its audit event, in one transaction, with the
      // business operators it names, held against a delete until it commits.
      yield* transactor.transaction(
        Effect.andThen(
          Effect.flatMap(
            operatorIssues(operators, input.workspace_id, parts.fields ?? {}),
            (errors): Effect.Effect<void, InvalidInput | Conflict | PersistenceUnavailable> =>
              errors.length > 0 ? Effect.fail(new InvalidInput({ errors })) : labels.insert(aggregate)
          ),
          audit.record({
            actor,
            workspace: input.workspace_id,
            action: "label.create",
            resource_type: "label",
            resource_id: id
          })
        )
      )
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
      return yield* writes
        .write(actor, id, (unit) => Effect.as(decide.patch(unit, body), (written: typeof unit) => written.label))
        .pipe(impossible("Conflict"))
    })

    const remove = Effect.fn("Labels.delete")(function* (actor: UserId, id: LabelId) {
      yield* writes
        .write(actor, id, (unit) => {
          if (unit.label.is_published || unit.label.published_at !== null) {
            return Effect.fail(
              new Conflict({
                reason: "a label that was ever published keeps its history and cannot be deleted; archive it instead"
              })
            )
          }
          // The row's write first: it checks (and locks) the label's version before the delete.
          unit.deleteLabel()
          return Effect.succeed(() => undefined)
        })
        .pipe(impossible("LabelIncomplete"))
    })

    return { create, get, list, patch, delete: remove }
  })
