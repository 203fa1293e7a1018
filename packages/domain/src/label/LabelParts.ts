/**
 * A whole new label in one write: what `Labels.create` takes besides its
 * body (further label fields, formats, translations, child lists) and the
 * aggregate they make. Bulk import creates labels this way: one insert per
 * label rather than a write per part.
 */
import { DateTime, Effect } from "effect"
import type { IdGenerator } from "../shared/IdGenerator.ts"
import type { ChildRowId, FormatId, LabelId } from "../shared/ids.ts"
import type { Locale } from "../shared/Locale.ts"
import { type FormatCreate, newFormat } from "./Format.ts"
import { type LabelCreate, type LabelFields, newLabelRecord, wantsDefaultFormat } from "./Label.ts"
import {
  type CertificationInput,
  type ChildList,
  type GrapeVarietyInput,
  type IngredientInput,
  type PackagingInput,
  toRows
} from "./LabelChildren.ts"
import type { LabelAggregate } from "./LabelRepository.ts"
import { type TranslationPut, toTranslation } from "./Translation.ts"

/** A format of a new label: the fields of a format create; its ref is generated. */
export type NewFormat = Omit<FormatCreate, "ref">

/** What a label is created with besides its create body; every part optional. */
export interface LabelParts {
  readonly fields?: LabelFields
  /** After the format the body's quantity, gtin, consumer_product_variant or lot make, if any. */
  readonly formats?: ReadonlyArray<NewFormat>
  /** The position of the default format among the label's formats (the body's first); default 0. */
  readonly default_format?: number
  /** One per locale; of two for the same locale the later wins, as two PUTs would. */
  readonly translations?: ReadonlyArray<{ readonly locale: Locale } & TranslationPut>
  readonly grape_varieties?: ReadonlyArray<GrapeVarietyInput>
  readonly ingredients?: ReadonlyArray<IngredientInput>
  readonly packagings?: ReadonlyArray<PackagingInput>
  readonly certifications?: ReadonlyArray<CertificationInput>
}

/** The formats a create makes, in order: the body's default format, then the parts'. */
export const createdFormats = (input: LabelCreate, parts: LabelParts): ReadonlyArray<NewFormat> => [
  ...(wantsDefaultFormat(input)
    ? [
        {
          quantity: input.quantity ?? null,
          gtin: input.gtin ?? null,
          consumer_product_variant: input.consumer_product_variant ?? null,
          lot: input.lot ?? null
        }
      ]
    : []),
  ...(parts.formats ?? [])
]

/** The fresh identities of a new label (a create or a copy): id, ref and time, one per format, one per child row. */
export interface NewLabelIdentities {
  readonly id: LabelId
  readonly ref: string
  readonly now: string
  readonly formats: ReadonlyArray<{ readonly id: FormatId; readonly ref: string }>
  readonly children: { readonly [K in ChildList]: ReadonlyArray<ChildRowId> }
}

/** A fresh id for each row of each list, in order. */
export const childRowIds = Effect.fnUntraced(function* (
  ids: IdGenerator["Service"],
  lists: { readonly [K in ChildList]?: ReadonlyArray<unknown> | undefined }
) {
  const idsFor = (rows: ReadonlyArray<unknown> | undefined) => Effect.forEach(rows ?? [], () => ids.next("ChildRowId"))
  return {
    grape_varieties: yield* idsFor(lists.grape_varieties),
    ingredients: yield* idsFor(lists.ingredients),
    packagings: yield* idsFor(lists.packagings),
    certifications: yield* idsFor(lists.certifications)
  }
})

/** `now` plus `millis`, as a stored timestamp. */
const later = (now: string, millis: number): string =>
  millis === 0 ? now : DateTime.formatIso(DateTime.add(DateTime.makeUnsafe(now), { milliseconds: millis }))

/**
 * The aggregate of a new label: unpublished, unarchived, its default format
 * the one `default_format` names. Formats are stamped a millisecond apart,
 * so the order every read gives them (by creation) is the order given.
 */
export const newLabelAggregate = (
  input: LabelCreate,
  parts: LabelParts,
  fresh: NewLabelIdentities,
  baseUrl: string
): LabelAggregate => {
  const formats = createdFormats(input, parts).map((fields, i) =>
    newFormat(
      { ...fresh.formats[i]!, label_id: fresh.id, now: later(fresh.now, i), labelPublished: false },
      baseUrl,
      fields
    )
  )
  const translations = new Map(
    (parts.translations ?? []).map(({ locale, ...texts }) => [locale, toTranslation(locale, texts)] as const)
  )
  const record = newLabelRecord({ id: fresh.id, ref: fresh.ref, now: fresh.now, input: { ...parts.fields, ...input } })
  return {
    label: { ...record, default_format_id: formats[parts.default_format ?? 0]?.id ?? null },
    formats,
    translations: [...translations.values()],
    children: {
      grape_varieties: toRows.grape_varieties(fresh.children.grape_varieties, parts.grape_varieties ?? []),
      ingredients: toRows.ingredients(fresh.children.ingredients, parts.ingredients ?? []),
      packagings: toRows.packagings(fresh.children.packagings, parts.packagings ?? []),
      certifications: toRows.certifications(fresh.children.certifications, parts.certifications ?? [])
    }
  }
}
