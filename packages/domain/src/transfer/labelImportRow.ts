/**
 * One document of an import applied under the rules of the single writes
 * (access, catalogue references, plan, publish checks, versions). A new label
 * is one create with all its parts; an existing one is one write unit in
 * which only what differs from it is decided (fields, formats, translations,
 * child lists, the default format), then publishing, then archiving: the row
 * writes the label once and records at most one version, of the state it
 * leaves. A new label that the row publishes or archives gets a second unit.
 */
import { Effect } from "effect"
import type { Label, LabelPatch } from "../label/Label.ts"
import { Labels } from "../label/Labels.ts"
import type { LabelWrite } from "../label/LabelWrite.ts"
import { impossible, LabelWrites } from "../label/LabelWrites.ts"
import { makeLabelDecisions } from "../label/labelDecisions.ts"
import type { BrandId, LabelId, UserId, WorkspaceId } from "../shared/ids.ts"
import { Transactor } from "../shared/Transactor.ts"
import type { LabelDocument } from "./LabelDocument.ts"
import type { ImportAction } from "./LabelImport.ts"
import {
  type BrandChoice,
  brandOf,
  changed,
  decideContent,
  decideFormats,
  defaultFormatAt,
  RowFailed,
  step,
  withoutDefaultFlag
} from "./labelImportRules.ts"

export { type BrandChoice, RowFailed } from "./labelImportRules.ts"

/** What one applied document did. */
export interface AppliedRow {
  readonly action: Exclude<ImportAction, "error">
  readonly label: Label
}

/** Builds `apply`: one document onto the label `existing` (or a new label). */
export const makeLabelImportRow = Effect.gen(function* () {
  const labels = yield* Labels
  const transactor = yield* Transactor
  const writes = yield* LabelWrites
  const decide = yield* makeLabelDecisions

  /** Publishing (or withdrawing), then archiving, as the document asks: how many of them it took. */
  const decideState = Effect.fnUntraced(function* (unit: LabelWrite, document: LabelDocument) {
    let count = 0
    if (document.is_published === true && !unit.label.is_published) {
      yield* step("is_published", decide.publish(unit))
      count += 1
    } else if (document.is_published === false && unit.label.is_published) {
      decide.unpublish(unit)
      count += 1
    }
    if (document.is_archived !== undefined && document.is_archived !== unit.label.is_archived) {
      yield* step("is_archived", decide.patch(unit, { is_archived: document.is_archived }))
      count += 1
    }
    return count
  })

  /** The document onto an existing label: everything it changes decided on one unit. */
  const decideUpdate = Effect.fnUntraced(function* (
    unit: LabelWrite,
    brand: BrandId | undefined,
    document: LabelDocument,
    defaultAt: number | undefined
  ) {
    let count = 0
    // An archived label cannot be published: a row that wants both archives after publishing.
    const archiveLast = document.is_archived === true && document.is_published === true && !unit.label.is_published
    const patch: LabelPatch = {
      ...changed(archiveLast ? { ...document, is_archived: false } : document, unit.label),
      ...(brand !== undefined && unit.label.brand_id !== brand ? { brand_id: brand } : {})
    }
    if (Object.keys(patch).length > 0) {
      yield* step("", decide.patch(unit, patch))
      count += 1
    }
    const formats = yield* decideFormats(decide, unit, document.formats ?? [])
    count += formats.writes
    count += yield* decideContent(decide, unit, document)
    // The format the document names as the default, else the stored default, else the first format.
    const defaultId =
      (defaultAt === undefined ? undefined : formats.ids[defaultAt]) ??
      unit.label.default_format_id ??
      unit.label.formats[0]?.id
    if (defaultId !== undefined && defaultId !== unit.label.default_format_id) {
      yield* step("", decide.patch(unit, { default_format_id: defaultId }))
      count += 1
    }
    return count + (yield* decideState(unit, document))
  })

  /** One unit on the label `id` (of the import's workspace, on which the actor's access is checked). */
  const unit = <E extends { readonly _tag: string }, R>(
    actor: UserId,
    id: LabelId,
    decideOn: (unit: LabelWrite) => Effect.Effect<number, E, R>
  ) =>
    step(
      "",
      writes
        .write(
          actor,
          id,
          (unit) => Effect.map(decideOn(unit), (count) => (written: LabelWrite) => ({ label: written.label, count })),
          {
            guard: "none",
            authorised: true
          }
        )
        .pipe(impossible("Conflict"))
    )

  /** A new label from the document: one create with every part, its default format the one `defaultAt` names. */
  const create = (
    actor: UserId,
    workspace: WorkspaceId,
    brand: BrandId,
    document: LabelDocument,
    defaultAt: number | undefined
  ) => {
    const {
      name,
      brand: _brand,
      brand_id: _brandId,
      is_published: _published,
      is_archived: _archived,
      formats: wantedFormats,
      translations,
      grape_varieties,
      ingredients,
      packagings,
      certifications,
      ...fields
    } = document
    return step(
      "",
      labels.create(
        actor,
        { workspace_id: workspace, brand_id: brand, name },
        {
          fields,
          formats: (wantedFormats ?? []).map(withoutDefaultFlag),
          ...(defaultAt === undefined ? {} : { default_format: defaultAt }),
          ...(translations === undefined ? {} : { translations }),
          ...(grape_varieties === undefined ? {} : { grape_varieties }),
          ...(ingredients === undefined ? {} : { ingredients }),
          ...(packagings === undefined ? {} : { packagings }),
          ...(certifications === undefined ? {} : { certifications })
        }
      )
    )
  }

  /**
   * Applies `document` onto the label `existing` of the workspace (or a new one) in a transaction of its
   * own (a savepoint of the import's: a failing row undoes only itself); fails with `RowFailed`.
   */
  const applyRow = Effect.fnUntraced(function* (
    actor: UserId,
    workspace: WorkspaceId,
    brands: BrandChoice,
    existing: LabelId | undefined,
    document: LabelDocument
  ) {
    const brand = brandOf(document, brands, existing !== undefined)
    if (typeof brand === "object") return yield* new RowFailed({ issues: [brand] })
    const defaultAt = defaultFormatAt(document)
    if (typeof defaultAt === "object") return yield* new RowFailed({ issues: [defaultAt] })
    if (existing !== undefined) {
      const { label, count } = yield* unit(actor, existing, (on) => decideUpdate(on, brand, document, defaultAt))
      return { action: count > 0 ? "update" : "unchanged", label } satisfies AppliedRow
    }
    if (brand === undefined) return yield* Effect.die(new Error("a new label's brand is always chosen"))
    const created = yield* create(actor, workspace, brand, document, defaultAt)
    const wantsState = document.is_published === true || document.is_archived === true
    const label = wantsState ? (yield* unit(actor, created.id, (on) => decideState(on, document))).label : created
    return { action: "create", label } satisfies AppliedRow
  })

  const apply = (...args: Parameters<typeof applyRow>) => transactor.transaction(applyRow(...args))

  return { apply } as const
})
