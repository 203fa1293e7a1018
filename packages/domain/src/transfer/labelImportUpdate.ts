/**
 * An import document onto an existing label through the label and format
 * use cases: only what differs from the stored label is written, and a
 * document equal to it writes nothing. Publishing and archiving are the
 * row's (`labelImportRow.ts`).
 */
import { Effect } from "effect"
import { Formats } from "../label/Formats.ts"
import type { Label, LabelPatch } from "../label/Label.ts"
import { LabelRepository } from "../label/LabelRepository.ts"
import { Labels } from "../label/Labels.ts"
import { toTranslation, translationKeys } from "../label/Translation.ts"
import type { BrandId, FormatId, LabelId, UserId } from "../shared/ids.ts"
import type { FormatDocument, LabelDocument } from "./LabelDocument.ts"
import { changed, childLists, comparable, matchFormat, step } from "./labelImportRules.ts"

/** A document format without its default flag: the fields a format write takes. */
export const withoutDefaultFlag = ({ is_default: _, ...format }: FormatDocument) => format

/** Builds `update`: a document onto an existing label, answering it and how many writes it took. */
export const makeLabelImportUpdate = Effect.gen(function* () {
  const labels = yield* Labels
  const formats = yield* Formats
  const repository = yield* LabelRepository

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

  return { update } as const
})
