/**
 * One document of an import applied through the label and format use cases,
 * so every rule of a single write (access, catalogue references, plan,
 * publish checks, versions) holds for it too. A new label is one create with
 * all its parts; an existing one gets only what differs from it written, and
 * a document equal to it writes nothing.
 */
import { Effect } from "effect"
import type { BrandId, FormatId, LabelId, UserId, WorkspaceId } from "../ids.ts"
import type { Label, LabelPatch } from "../Label.ts"
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
  matchFormat,
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

const withoutDefaultFlag = ({ is_default: _, ...format }: FormatDocument) => format

/** Builds `apply`: one document onto `existing` (or a new label). */
export const makeLabelImportRow = Effect.gen(function* () {
  const labels = yield* Labels
  const formats = yield* Formats
  const repository = yield* LabelRepository
  const versioning = yield* makeLabelVersioning

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

  /** Matches, patches or adds each wanted format: the stored format of each, in document order. */
  const applyFormats = Effect.fnUntraced(function* (
    actor: UserId,
    label: Label,
    wanted: ReadonlyArray<FormatDocument>
  ) {
    const taken: Array<FormatId> = []
    let writes = 0
    for (const [index, document] of wanted.map(withoutDefaultFlag).entries()) {
      const at = `formats[${index}]`
      const match = matchFormat(label.formats, new Set(taken), document)
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
    return { writes, ids: taken }
  })

  /** Puts the translations and child lists the document names that differ from the label's. */
  const applyContent = Effect.fnUntraced(function* (actor: UserId, label: Label, document: LabelDocument) {
    let writes = 0
    for (const [index, { locale, ...texts }] of (document.translations ?? []).entries()) {
      const stored = label.translations.find((translation) => translation.locale === locale)
      const wanted = toTranslation(locale, texts)
      if (stored !== undefined && translationKeys.every((key) => stored[key] === wanted[key])) continue
      yield* step(`translations[${index}]`, labels.putTranslation(actor, label.id, locale, texts))
      writes += 1
    }
    // A document that names no list needs none read.
    if (childLists.every((list) => document[list] === undefined)) return writes
    const stored = yield* repository.children(label.id)
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

  /** The document onto an existing label, publishing and archiving aside: the label and how many writes it took. */
  const update = Effect.fnUntraced(function* (
    actor: UserId,
    existing: Label,
    brand: BrandId,
    document: LabelDocument,
    defaultAt: number | undefined
  ) {
    let label = existing
    let writes = 0
    // An archived label cannot be published: a row that wants both archives after publishing.
    const archiveLast = document.is_archived === true && document.is_published === true && !label.is_published
    const patch: LabelPatch = {
      ...changed(archiveLast ? { ...document, is_archived: false } : document, label),
      ...(label.brand_id !== brand ? { brand_id: brand } : {})
    }
    if (Object.keys(patch).length > 0) {
      label = yield* step("", labels.patch(actor, label.id, patch))
      writes += 1
    }
    const applied = yield* applyFormats(actor, label, document.formats ?? [])
    writes += applied.writes
    writes += yield* applyContent(actor, label, document)
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
    return { label, writes }
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
    let { label, writes } =
      existing === undefined
        ? { label: yield* create(actor, workspace, brand, document, defaultAt), writes: 1 }
        : yield* update(actor, existing, brand, document, defaultAt)
    if (document.is_published === true && !label.is_published) {
      label = yield* step("is_published", labels.publish(actor, label.id))
      writes += 1
    } else if (document.is_published === false && label.is_published) {
      label = yield* step("is_published", labels.unpublish(actor, label.id))
      writes += 1
    }
    if (document.is_archived !== undefined && document.is_archived !== label.is_archived) {
      label = yield* step("is_archived", labels.patch(actor, label.id, { is_archived: document.is_archived }))
      writes += 1
    }
    const action: AppliedRow["action"] = existing === undefined ? "create" : writes > 0 ? "update" : "unchanged"
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
