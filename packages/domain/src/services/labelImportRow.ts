/**
 * One document of an import applied through the label and format use cases,
 * so every rule of a single write (access, catalogue references, plan,
 * publish checks, versions) holds for it too. Only what differs from the
 * stored label is written; a document equal to it writes nothing.
 */
import { Data, Effect } from "effect"
import type { FieldIssue, PersistenceUnavailable } from "../errors.ts"
import type { Format } from "../Format.ts"
import type { BrandId, ChildRowId, FormatId, LabelId, UserId, WorkspaceId } from "../ids.ts"
import type { Label, LabelPatch } from "../Label.ts"
import { type ChildList, type LabelChildren, toRows } from "../LabelChildren.ts"
import type { FormatDocument, LabelDocument } from "../LabelDocument.ts"
import type { ImportAction } from "../LabelImport.ts"
import { LabelRepository } from "../ports/LabelRepository.ts"
import { toTranslation, translationKeys } from "../Translation.ts"
import { Formats } from "./Formats.ts"
import { Labels } from "./Labels.ts"

/** A row that cannot be applied, with every issue found in it. */
export class RowFailed extends Data.TaggedError("RowFailed")<{ readonly issues: ReadonlyArray<FieldIssue> }> {}

/** What one applied document did. */
export interface AppliedRow {
  readonly action: Exclude<ImportAction, "error">
  readonly label: Label
}

const documentOnlyKeys = new Set([
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
const childLists: ReadonlyArray<ChildList> = ["grape_varieties", "ingredients", "packagings", "certifications"]

/** A domain error as field issues: its own `errors` under `at`, else its reason at `at`. */
const issuesOf = (error: { readonly _tag: string }, at: string): ReadonlyArray<FieldIssue> => {
  const fields = error as { readonly errors?: ReadonlyArray<FieldIssue>; readonly reason?: string }
  if (Array.isArray(fields.errors) && fields.errors.length > 0) {
    return fields.errors.map((issue: FieldIssue) => ({
      path: issue.path.startsWith("[") || at === "" ? `${at}${issue.path}` : `${at}.${issue.path}`,
      message: issue.message
    }))
  }
  return [{ path: at, message: fields.reason ?? error._tag }]
}

/** Runs one use case of the row; its domain errors (not the storage's) fail the row at `at`. */
const step = <A, E extends { readonly _tag: string }, R>(at: string, self: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    self,
    (error): error is Exclude<E, PersistenceUnavailable> => error._tag !== "PersistenceUnavailable",
    (error) => Effect.fail(new RowFailed({ issues: issuesOf(error, at) }))
  )

/** The keys of `wanted` whose values differ from `current`'s. */
const changed = <T extends object>(wanted: T, current: object): Partial<T> => {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(wanted)) {
    if (!documentOnlyKeys.has(key) && (current as Record<string, unknown>)[key] !== value) out[key] = value
  }
  return out as Partial<T>
}

/** The stored format a document format updates: same internal reference, else GTIN, else quantity. */
const matchFormat = (formats: ReadonlyArray<Format>, taken: ReadonlySet<FormatId>, wanted: FormatDocument) => {
  const free = formats.filter((format) => !taken.has(format.id))
  const by = (key: "internal_reference" | "gtin" | "quantity") =>
    wanted[key] == null ? undefined : free.find((format) => format[key] === wanted[key])
  return by("internal_reference") ?? by("gtin") ?? by("quantity")
}

type AnyRows = (ids: ReadonlyArray<ChildRowId>, rows: ReadonlyArray<object>) => ReadonlyArray<object>

/** Child rows without their ids, in a fixed key order, to compare a stored list with a wanted one. */
const comparable = (list: ChildList, rows: ReadonlyArray<object>): string =>
  JSON.stringify(
    (toRows[list] as unknown as AnyRows)([], rows).map((built) => {
      const { id: _id, ...rest } = built as Record<string, unknown>
      return rest
    })
  )

const defaultFormatKeys = ["quantity", "gtin", "consumer_product_variant", "lot"] as const

/** The fields of a label create that also make its default format. */
const defaultFormatOf = (format: FormatDocument) =>
  Object.fromEntries(defaultFormatKeys.flatMap((key) => (format[key] == null ? [] : [[key, format[key]]])))

const noDefaultFormatFields = Object.fromEntries(defaultFormatKeys.map((key) => [key, null]))

/** The brand a document names within the workspace. */
export interface BrandChoice {
  readonly primary: BrandId | null
  readonly ids: ReadonlySet<string>
  readonly byName: ReadonlyMap<string, BrandId>
}

const brandOf = (document: LabelDocument, brands: BrandChoice): BrandId | FieldIssue => {
  if (document.brand_id != null && brands.ids.has(document.brand_id)) return document.brand_id
  if (document.brand != null) {
    return brands.byName.get(document.brand) ?? { path: "brand", message: "no brand of this name in the workspace" }
  }
  if (document.brand_id != null) return { path: "brand_id", message: "must be a brand of the label's workspace" }
  return brands.primary ?? { path: "brand", message: "the workspace has no primary brand: name one" }
}

/** Builds `apply`: one document onto `existing` (or a new label). */
export const makeLabelImportRow = Effect.gen(function* () {
  const labels = yield* Labels
  const formats = yield* Formats
  const repository = yield* LabelRepository

  /** Matches, patches or adds each wanted format; `paired` is the stored format of the first one, if known. */
  const applyFormats = Effect.fnUntraced(function* (
    actor: UserId,
    label: Label,
    wanted: ReadonlyArray<FormatDocument>,
    paired: Format | undefined
  ) {
    const taken = new Set<FormatId>()
    const added: Array<Format> = []
    let writes = 0
    for (const [index, document] of wanted.entries()) {
      const at = `formats[${index}]`
      const match = index === 0 && paired !== undefined ? paired : matchFormat(label.formats, taken, document)
      if (match === undefined) {
        const format = yield* step(at, formats.add(actor, label.id, document))
        taken.add(format.id)
        added.push(format)
        writes += 1
        continue
      }
      taken.add(match.id)
      const patch = changed(document, match)
      if (Object.keys(patch).length === 0) continue
      yield* step(at, formats.patch(actor, match.id, patch))
      writes += 1
    }
    return { writes, added }
  })

  const applyContent = Effect.fnUntraced(function* (actor: UserId, label: Label, document: LabelDocument) {
    let writes = 0
    for (const [index, { locale, ...texts }] of (document.translations ?? []).entries()) {
      const stored = label.translations.find((translation) => translation.locale === locale)
      const wanted = toTranslation(locale, texts)
      if (stored !== undefined && translationKeys.every((key) => stored[key] === wanted[key])) continue
      yield* step(`translations[${index}]`, labels.putTranslation(actor, label.id, locale, texts))
      writes += 1
    }
    const stored: LabelChildren = yield* repository.children(label.id)
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

  /** Applies `document`; fails with `RowFailed` (its writes are for the caller's savepoint to undo). */
  const apply = Effect.fnUntraced(function* (
    actor: UserId,
    workspace: WorkspaceId,
    brands: BrandChoice,
    existing: Label | undefined,
    document: LabelDocument
  ) {
    const brand = brandOf(document, brands)
    if (typeof brand !== "string") return yield* new RowFailed({ issues: [brand] })
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
    // The create copied the first format's fields onto the label too: the document says what the label's are.
    const wantedFields = { ...(created !== undefined && first !== undefined ? noDefaultFormatFields : {}), ...document }
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
    writes += yield* applyContent(actor, label, document)
    const fallback = label.formats[0] ?? applied.added[0]
    if (label.default_format_id === null && fallback !== undefined) {
      label = yield* step("", labels.patch(actor, label.id, { default_format_id: fallback.id }))
      writes += 1
    }
    if (document.is_published === true && !label.is_published) {
      label = yield* step("is_published", labels.publish(actor, label.id))
      writes += 1
    } else if (document.is_published === false && label.is_published) {
      label = yield* step("is_published", labels.unpublish(actor, label.id))
      writes += 1
    }
    const action: AppliedRow["action"] = created !== undefined ? "create" : writes > 0 ? "update" : "unchanged"
    return { action, label } satisfies AppliedRow
  })

  return { apply } as const
})
