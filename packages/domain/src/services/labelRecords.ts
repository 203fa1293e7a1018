/** The label use cases on the label row itself: create, get, list, patch, delete. */
import { Effect } from "effect"
import { Conflict, type FieldIssue, InvalidInput } from "../errors.ts"
import { type Format, newFormat } from "../Format.ts"
import type { BrandId, LabelId, UserId, WorkspaceId } from "../ids.ts"
import { type LabelCreate, type LabelPatch, newLabelRecord, wantsDefaultFormat } from "../Label.ts"
import { emptyChildren } from "../LabelChildren.ts"
import { type PageRequest, toPage } from "../Paging.ts"
import { IdGenerator } from "../ports/IdGenerator.ts"
import { LabelRepository } from "../ports/LabelRepository.ts"
import { PublicBaseUrl } from "../ports/PublicBaseUrl.ts"
import { Transactor } from "../ports/Transactor.ts"
import { decidedOnRead } from "../WriteCondition.ts"
import { Access } from "./Access.ts"
import { Catalogs } from "./Catalogs.ts"
import { BRAND_OUTSIDE_WORKSPACE, makeLabelLookup } from "./labelLookup.ts"
import { checkReferences, patchReferences } from "./labelReferences.ts"
import { makeLabelVersioning } from "./labelVersioning.ts"
import { listScope } from "./lists.ts"
import { makePublicRefs } from "./publicRefs.ts"
import { currentTimestamp } from "./timestamp.ts"

/** Filter of the label list. */
export interface LabelListQuery {
  readonly workspace_id?: WorkspaceId
  readonly brand_id?: BrandId
  readonly archived?: boolean
  readonly q?: string
}

/** Builds create, get, list, patch and delete of the `Labels` service. */
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

  /** The default format a create asks for, with its own generated ref (distinct from the label's). */
  const defaultFormat = Effect.fnUntraced(function* (
    label: LabelId,
    labelRef: string,
    now: string,
    input: LabelCreate
  ) {
    const id = yield* ids.next("FormatId")
    const ref = yield* refs.generate([labelRef])
    return newFormat({ id, label_id: label, ref, now, labelPublished: false }, baseUrl, {
      quantity: input.quantity ?? null,
      gtin: input.gtin ?? null,
      consumer_product_variant: input.consumer_product_variant ?? null,
      lot: input.lot ?? null
    })
  })

  const create = Effect.fn("Labels.create")(function* (actor: UserId, input: LabelCreate) {
    yield* access.create(actor, input.workspace_id)
    if (!(yield* lookup.isBrandOf(input.workspace_id, input.brand_id))) {
      return yield* new InvalidInput({ errors: [{ path: "brand_id", message: BRAND_OUTSIDE_WORKSPACE }] })
    }
    const ref = input.ref !== undefined ? yield* refs.claim(input.ref) : yield* refs.generate()
    const id = yield* ids.next("LabelId")
    const now = yield* currentTimestamp
    const formats: ReadonlyArray<Format> = wantsDefaultFormat(input) ? [yield* defaultFormat(id, ref, now, input)] : []
    const label = { ...newLabelRecord({ id, ref, now, input }), default_format_id: formats[0]?.id ?? null }
    yield* labels.insert({ label, formats, translations: [], children: emptyChildren })
    return yield* lookup.reload(id)
  }, transactor.transaction)

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
