/**
 * One document of an import applied through the label and format use cases,
 * so every rule of a single write (access, catalogue references, plan,
 * publish checks, versions) holds for it too. Only what differs from the
 * stored label is written; a document equal to it writes nothing.
 */
import { Effect } from "effect"
import type { Format } from "../Format.ts"
import type { FormatId, LabelId, UserId, WorkspaceId } from "../ids.ts"
import type { Label, LabelPatch } from "../Label.ts"
import { emptyChildren, type LabelChildren } from "../LabelChildren.ts"
import type { FormatDocument, LabelDocument } from "../LabelDocument.ts"
import type { ImportAction } from "../LabelImport.ts"
import { LabelRepository } from "../ports/LabelRepository.ts"
import { toTranslation, translationKeys } from "../Translation.ts"
import { Formats } from "./Formats.ts"
import { Labels } from "./Labels.ts"
import {
  type BrandChoice,
  brandOf,
  changed,
  childLists,
  comparable,
  defaultFormatAt,
  defaultFormatOf,
  matchFormat,
  noDefaultFormatFields,
  RowFailed,
  step
} from "./labelImportRules.ts"
import { makeLabelVersioning } from "./labelVersioning.ts"

export { type BrandChoice, RowFailed } from "./labelImportRules.ts"

/** What one applied document did. */
export interface AppliedRow {
  readonly action: Exclude<ImportAction, "error">
  readonly label: Label
}

/** Builds `apply`: one document onto `existing` (or a new label). */
export const makeLabelImportRow = Effect.gen(function* () {
  const labels = yield* Labels
  const formats = yield* Formats
  const repository = yield* LabelRepository
  const versioning = yield* makeLabelVersioning

  /** Matches, patches or adds each wanted format; `paired` is the stored format of the first one, if known. */
  const applyFormats = Effect.fnUntraced(function* (
    actor: UserId,
    label: Label,
    wanted: ReadonlyArray<FormatDocument>,
    paired: Format | undefined
  ) {
    const taken: Array<FormatId> = []
    let writes = 0
    for (const [index, { is_default: _, ...document }] of wanted.entries()) {
      const at = `formats[${index}]`
      const match = index === 0 && paired !== undefined ? paired : matchFormat(label.formats, new Set(taken), document)
      if (match === undefined) {
        taken.push((yield* step(at, formats.add(actor, label.id, document))).id)
        writes += 1
        continue
      }
      taken.push(match.id)
      const patch = changed(document, match)
      if (Object.keys(patch).length === 0) continue
      yield* step(at, formats.patch(actor, match.id, patch))
      writes += 1
    }
    // The stored format of each document format, in document order.
    return { writes, ids: taken }
  })

  const applyContent = Effect.fnUntraced(function* (
    actor: UserId,
    label: Label,
    document: LabelDocument,
    isNew: boolean
  ) {
    let writes = 0
    for (const [index, { locale, ...texts }] of (document.translations ?? []).entries()) {
      const stored = label.translations.find((translation) => translation.locale === locale)
      const wanted = toTranslation(locale, texts)
      if (stored !== undefined && translationKeys.every((key) => stored[key] === wanted[key])) continue
      yield* step(`translations[${index}]`, labels.putTranslation(actor, label.id, locale, texts))
      writes += 1
    }
    // A label created by this row has no rows yet; one the document names no list of needs none read.
    const stored: LabelChildren =
      isNew || childLists.every((list) => document[list] === undefined)
        ? emptyChildren
        : yield* repository.children(label.id)
    for (const list of childLists) {
      const wanted = document[list]
      if (wanted === undefined || comparable(list, wanted) === comparable(list, stored[list])) continue
      const put = {
        grape_varieties: labels.putGrapeVarieties,
        ingredients: labels.putIngredients,
        packagings: labels.putPackagings,
        certifications: labels.putCertifications
      }[list] as (actor: UserId, id: LabelId, rows: ReadonlyArray<object>) => ReturnType<typeof labels.putIngredients>
      yield* step(list, put(actor, label.id, wanted))
      writes += 1
    }
    return writes
  })

  /** Applies `document` step by step; fails with `RowFailed`. */
  const applySteps = Effect.fnUntraced(function* (
    actor: UserId,
    workspace: WorkspaceId,
    brands: BrandChoice,
    existing: Label | undefined,
    document: LabelDocument
  ) {
    const brand = brandOf(document, brands)
    if (typeof brand !== "string") return yield* new RowFailed({ issues: [brand] })
    const defaultAt = defaultFormatAt(document)
    if (typeof defaultAt === "object") return yield* new RowFailed({ issues: [defaultAt] })
    const first = document.formats?.[0]
    // A new label gets its first format as its default one in the same write, as a create with a quantity does.
    const created =
      existing === undefined
        ? yield* step(
            "",
            labels.create(actor, {
              workspace_id: workspace,
              brand_id: brand,
              name: document.name,
              ...(first === undefined ? {} : defaultFormatOf(first))
            })
          )
        : undefined
    let label = created ?? (existing as Label)
    let writes = 0
    // An archived label cannot be published: a row that wants both publishes first and archives last.
    const archiveLast = document.is_archived === true && document.is_published === true && !label.is_published
    // The create copied the first format's fields onto the label too: the document says what the label's are.
    const wantedFields = {
      ...(created !== undefined && first !== undefined ? noDefaultFormatFields : {}),
      ...document,
      ...(archiveLast ? { is_archived: false } : {})
    }
    const patch: LabelPatch = {
      ...changed(wantedFields as LabelPatch, label),
      ...(label.brand_id !== brand ? { brand_id: brand } : {})
    }
    if (Object.keys(patch).length > 0) {
      label = yield* step("", labels.patch(actor, label.id, patch))
      writes += 1
    }
    const applied = yield* applyFormats(actor, label, document.formats ?? [], created?.formats[0])
    writes += applied.writes
    writes += yield* applyContent(actor, label, document, created !== undefined)
    // The format the document names as the default, else the stored default, else the first format.
    const defaultId =
      (defaultAt === undefined ? undefined : applied.ids[defaultAt]) ??
      label.default_format_id ??
      label.formats[0]?.id ??
      applied.ids[0]
    if (defaultId !== undefined && defaultId !== label.default_format_id) {
      label = yield* step("", labels.patch(actor, label.id, { default_format_id: defaultId }))
      writes += 1
    }
    if (document.is_published === true && !label.is_published) {
      label = yield* step("is_published", labels.publish(actor, label.id))
      writes += 1
    } else if (document.is_published === false && label.is_published) {
      label = yield* step("is_published", labels.unpublish(actor, label.id))
      writes += 1
    }
    if (archiveLast) {
      label = yield* step("is_archived", labels.patch(actor, label.id, { is_archived: true }))
      writes += 1
    }
    const action: AppliedRow["action"] = created !== undefined ? "create" : writes > 0 ? "update" : "unchanged"
    return { action, label } satisfies AppliedRow
  })

  /**
   * Applies `document` in a transaction of its own (a savepoint of the
   * import's: a failing row undoes only itself), recording one version of
   * the label as the row leaves it, if its public side changed.
   */
  const apply = (
    actor: UserId,
    workspace: WorkspaceId,
    brands: BrandChoice,
    existing: Label | undefined,
    document: LabelDocument
  ) => step("", versioning.recordingOnce(applySteps(actor, workspace, brands, existing, document)))

  return { apply } as const
})
