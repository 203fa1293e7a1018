/**
 * How an import document maps onto a label: which of its values differ from
 * the stored label, which stored format a document format updates, how a
 * child list compares, which brand it names, how a use case's error becomes
 * the row's issues, and the decisions that take only what differs onto the
 * row's write unit (formats, translations, child lists).
 */
import { Data, Effect } from "effect"
import { LabelIncomplete } from "../compliance/ComplianceIssue.ts"
import type { Format } from "../label/Format.ts"
import { type ChildList, toRows } from "../label/LabelChildren.ts"
import type { LabelWrite } from "../label/LabelWrite.ts"
import type { LabelDecisions } from "../label/labelDecisions.ts"
import {
  certificationReferences,
  grapeVarietyReferences,
  ingredientReferences,
  packagingReferences
} from "../label/labelReferences.ts"
import { translationKeys } from "../label/Translation.ts"
import type { FieldIssue, PersistenceUnavailable } from "../shared/errors.ts"
import type { BrandId, ChildRowId, FormatId } from "../shared/ids.ts"
import type { FormatDocument, LabelDocument } from "./LabelDocument.ts"

/** A row that cannot be applied, with every issue found in it. */
export class RowFailed extends Data.TaggedError("RowFailed")<{ readonly issues: ReadonlyArray<FieldIssue> }> {}

const documentOnlyKeys = new Set([
  "is_default",
  "brand",
  "brand_id",
  "is_published",
  "formats",
  "translations",
  "grape_varieties",
  "ingredients",
  "packagings",
  "certifications"
])
export const childLists: ReadonlyArray<ChildList> = ["grape_varieties", "ingredients", "packagings", "certifications"]

/**
 * A domain error as field issues: the compliance findings of `LabelIncomplete` at
 * their label fields (document paths already), an `InvalidInput`'s own `errors`
 * under `at`, else its reason at `at`.
 */
const issuesOf = (error: { readonly _tag: string }, at: string): ReadonlyArray<FieldIssue> => {
  if (error instanceof LabelIncomplete) {
    return error.errors.map((finding) => ({ path: finding.field, message: finding.message }))
  }
  const fields = error as { readonly errors?: ReadonlyArray<FieldIssue>; readonly reason?: string }
  if (Array.isArray(fields.errors) && fields.errors.length > 0) {
    return fields.errors.map((issue: FieldIssue) => ({
      path: issue.path.startsWith("[") || at === "" ? `${at}${issue.path}` : `${at}.${issue.path}`,
      message: issue.message
    }))
  }
  return [{ path: at, message: fields.reason ?? error._tag }]
}

/** Runs one use case of the row; its domain errors (not the storage's, nor a failed row) fail the row at `at`. */
export const step = <A, E extends { readonly _tag: string }, R>(at: string, self: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    self,
    (error): error is Exclude<E, PersistenceUnavailable | RowFailed> =>
      error._tag !== "PersistenceUnavailable" && error._tag !== "RowFailed",
    (error) => Effect.fail(new RowFailed({ issues: issuesOf(error, at) }))
  )

/** The keys of `wanted` whose values differ from `current`'s. */
export const changed = <T extends object>(wanted: T, current: object): Partial<T> => {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(wanted)) {
    if (!documentOnlyKeys.has(key) && (current as Record<string, unknown>)[key] !== value) out[key] = value
  }
  return out as Partial<T>
}

/** The stored format a document format updates: same internal reference, else GTIN, else quantity. */
export const matchFormat = (formats: ReadonlyArray<Format>, taken: ReadonlySet<FormatId>, wanted: FormatDocument) => {
  const free = formats.filter((format) => !taken.has(format.id))
  const by = (key: "internal_reference" | "gtin" | "quantity") =>
    wanted[key] == null ? undefined : free.find((format) => format[key] === wanted[key])
  return by("internal_reference") ?? by("gtin") ?? by("quantity")
}

type AnyRows = (ids: ReadonlyArray<ChildRowId>, rows: ReadonlyArray<object>) => ReadonlyArray<object>

/** Child rows without their ids, in a fixed key order, to compare a stored list with a wanted one. */
export const comparable = (list: ChildList, rows: ReadonlyArray<object>): string =>
  JSON.stringify(
    (toRows[list] as unknown as AnyRows)([], rows).map((built) => {
      const { id: _id, ...rest } = built as Record<string, unknown>
      return rest
    })
  )

/** The position of the format the document makes the default one; `undefined` when none says so. */
export const defaultFormatAt = (document: LabelDocument): number | undefined | FieldIssue => {
  const flagged = (document.formats ?? []).flatMap((format, i) => (format.is_default === true ? [i] : []))
  if (flagged.length > 1) {
    return { path: `formats[${flagged[1]}].is_default`, message: "only one format can be the default one" }
  }
  return flagged[0]
}

/** The brand a document names within the workspace. */
export interface BrandChoice {
  readonly primary: BrandId | null
  readonly ids: ReadonlySet<string>
  readonly byName: ReadonlyMap<string, BrandId>
}

export const brandOf = (
  document: LabelDocument,
  brands: BrandChoice,
  existing: boolean
): BrandId | FieldIssue | undefined => {
  if (document.brand_id != null && brands.ids.has(document.brand_id)) return document.brand_id
  if (document.brand != null) {
    return brands.byName.get(document.brand) ?? { path: "brand", message: "no brand of this name in the workspace" }
  }
  if (document.brand_id != null) return { path: "brand_id", message: "must be a brand of the label's workspace" }
  // Neither named: an existing label keeps its brand (an omitted key leaves its value), a new one gets the primary.
  if (existing) return undefined
  return brands.primary ?? { path: "brand", message: "the workspace has no primary brand: name one" }
}

/** A document format without its default flag: the fields a format write takes. */
export const withoutDefaultFlag = ({ is_default: _, ...format }: FormatDocument) => format

/** The document's `list` put on the unit, checked and built as its PUT checks and builds it. */
const putList = (decide: LabelDecisions, unit: LabelWrite, document: LabelDocument, list: ChildList) => {
  switch (list) {
    case "grape_varieties": {
      const rows = document.grape_varieties ?? []
      return Effect.asVoid(decide.replaceList(unit, list, grapeVarietyReferences(rows), toRows.grape_varieties, rows))
    }
    case "ingredients": {
      const rows = document.ingredients ?? []
      return Effect.asVoid(decide.replaceList(unit, list, ingredientReferences(rows), toRows.ingredients, rows))
    }
    case "packagings": {
      const rows = document.packagings ?? []
      return Effect.asVoid(decide.replaceList(unit, list, packagingReferences(rows), toRows.packagings, rows))
    }
    case "certifications": {
      const rows = document.certifications ?? []
      return Effect.asVoid(decide.replaceList(unit, list, certificationReferences(rows), toRows.certifications, rows))
    }
  }
}

/** Matches, patches or adds each wanted format: the stored format of each, in document order, and the writes. */
export const decideFormats = Effect.fnUntraced(function* (
  decide: LabelDecisions,
  unit: LabelWrite,
  wanted: ReadonlyArray<FormatDocument>
) {
  const taken: Array<FormatId> = []
  let writes = 0
  for (const [index, document] of wanted.map(withoutDefaultFlag).entries()) {
    const at = `formats[${index}]`
    const match = matchFormat(unit.label.formats, new Set(taken), document)
    if (match === undefined) {
      taken.push((yield* step(at, decide.addFormat(unit, document))).id)
      writes += 1
      continue
    }
    taken.push(match.id)
    const patch = changed(document, match)
    if (Object.keys(patch).length === 0) continue
    yield* step(at, decide.patchFormat(unit, match.id, patch))
    writes += 1
  }
  return { writes, ids: taken }
})

/** Decides the translations and child lists the document names that differ from the label's; how many. */
export const decideContent = Effect.fnUntraced(function* (
  decide: LabelDecisions,
  unit: LabelWrite,
  document: LabelDocument
) {
  let writes = 0
  for (const [index, { locale, ...texts }] of (document.translations ?? []).entries()) {
    const stored = unit.label.translations.find((translation) => translation.locale === locale)
    if (stored !== undefined && translationKeys.every((key) => stored[key] === (texts[key] ?? null))) continue
    yield* step(
      `translations[${index}]`,
      Effect.sync(() => decide.putTranslation(unit, locale, texts))
    )
    writes += 1
  }
  for (const list of childLists) {
    const wanted = document[list]
    if (wanted === undefined || comparable(list, wanted) === comparable(list, unit.children[list])) continue
    yield* step(list, putList(decide, unit, document, list))
    writes += 1
  }
  return writes
})
