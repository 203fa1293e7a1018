import { Context, Effect, Layer, Option, Result, Schema } from "effect"
import type { Brand } from "../Brand.ts"
import { nameIn } from "../ELabelIngredients.ts"
import { buildELabelPage, type ELabelPage, type ELabelRequest } from "../ELabelPage.ts"
import { Gone, InvalidGtin, NotFound, type PersistenceUnavailable } from "../errors.ts"
import type { Format } from "../Format.ts"
import { parseGtin } from "../Gs1.ts"
import { isRef, type LabelId } from "../ids.ts"
import type { Label } from "../Label.ts"
import type { LabelChildren } from "../LabelChildren.ts"
import { BrandRepository } from "../ports/BrandRepository.ts"
import { type CatalogEntryIds, CatalogRepository } from "../ports/CatalogRepository.ts"
import { FormatRepository } from "../ports/FormatRepository.ts"
import { LabelRepository } from "../ports/LabelRepository.ts"
import { Text } from "../primitives.ts"

/** A business operator as the page names it. */
export interface OperatorDetails {
  readonly name: string | null
  /** Street, postcode and town, country: one line. */
  readonly address: string | null
  /** The registration number (e.g. the producer identification number). */
  readonly number: string | null
}

/** The consumer e-label page plus the producer's details (from the label's brand). */
export interface PublicELabelPage extends ELabelPage {
  /** Null when the producer is hidden or the label has no brand; only `number` when `producer_number_only`. */
  readonly producer: OperatorDetails | null
}

/** Where a GS1 Digital Link goes: a path on this service (`/l/{ref}`). */
export interface Gs1Resolution {
  readonly location: string
}

/**
 * The format a Digital Link picks among those sharing its GTIN (in creation
 * order): with a lot, the first format of that lot; otherwise, or when no
 * format has that lot, the first format without a lot, else the first one.
 */
export const pickFormat = (formats: ReadonlyArray<Format>, lot: string | null): Format | undefined =>
  (lot === null ? undefined : formats.find((format) => format.lot === lot)) ??
  formats.find((format) => format.lot === null || format.lot === "") ??
  formats[0]

/** The path of a public e-label page. */
export const pagePath = (ref: string): string => `/l/${encodeURIComponent(ref)}`

/** What a ref names: a label, with the format when the ref is a format's. */
interface Scanned {
  readonly label: Label
  readonly format: Format | null
}

const isStorableText = Schema.is(Text)

const notFound = (ref: string) => new NotFound({ resource: "label", id: ref })

/** The catalogue ids a label's page names: its child lists, its country and method, its brand's country. */
const idsOf = (label: Label, children: LabelChildren, brand: Brand | undefined): CatalogEntryIds => ({
  ingredientIds: children.ingredients.map((row) => row.ingredient_id),
  materialIds: children.packagings.flatMap((row) => row.material_id ?? []),
  certificationIds: children.certifications.map((row) => row.certification_id),
  countryIds: [label.country_of_origin_id, brand?.country_id ?? null].filter((id) => id !== null),
  productionMethodIds: label.production_method_id === null ? [] : [label.production_method_id]
})

const joined = (parts: ReadonlyArray<string | null>, separator: string): string | null => {
  const present = parts.filter((part): part is string => part !== null && part.trim() !== "")
  return present.length === 0 ? null : present.join(separator)
}

/** The producer line of a page: the brand's name and address, or only its number. */
const producerOf = (page: ELabelPage, brand: Brand | undefined, country: string | null): OperatorDetails | null => {
  const line = page.operators.find((operator) => operator.role === "producer")
  if (line === undefined || brand === undefined) return null
  const number = brand.producer_identification_number
  if (line.number_only) return number === null ? null : { name: null, address: null, number }
  const town = joined([brand.zipcode, brand.city], " ")
  return { name: brand.name, address: joined([brand.street, town, country], ", "), number }
}

/**
 * The public side of labels: the consumer e-label page of `/l/{ref}` and the
 * GS1 Digital Link resolution of `/01/{gtin}[/10/{lot}]`. No caller: these
 * pages are public, so every rule here is about publication, not access.
 */
export class PublicPages extends Context.Service<
  PublicPages,
  {
    /**
     * The page of a label ref or a format ref (the label with that format's
     * volume, GTIN and lot), in the language the request negotiates.
     * `NotFound` for an unknown ref or a label never published (and, without
     * a query, for a string that cannot be a ref), `Gone` for one
     * unpublished after publishing.
     */
    readonly page: (
      ref: string,
      request?: ELabelRequest
    ) => Effect.Effect<PublicELabelPage, NotFound | Gone | PersistenceUnavailable>
    /**
     * Where `/01/{gtin}[/10/{lot}]` goes: the page of the format with that GTIN
     * (see `pickFormat`), else of the label whose own GTIN it is. Only
     * published labels with `use_gs1_digital_link` take part. `InvalidGtin`
     * when the GTIN is malformed, `NotFound` when nothing takes part or the
     * lot is text no field could hold (neither reaches storage).
     */
    readonly resolveGs1: (
      gtin: string,
      lot?: string | null
    ) => Effect.Effect<Gs1Resolution, InvalidGtin | NotFound | PersistenceUnavailable>
  }
>()("@elabel/domain/services/PublicPages") {
  /** Needs the label, format, brand and catalogue repositories. */
  static readonly layer = Layer.effect(
    PublicPages,
    Effect.gen(function* () {
      const labels = yield* LabelRepository
      const formats = yield* FormatRepository
      const brands = yield* BrandRepository
      const catalog = yield* CatalogRepository

      /** The label of a ref, and the format when the ref is a format's. */
      const findRef = Effect.fnUntraced(function* (ref: string) {
        const label = yield* labels.findByRef(ref)
        if (Option.isSome(label)) return Option.some<Scanned>({ label: label.value, format: null })
        const stored = yield* formats.findByRef(ref)
        if (Option.isNone(stored)) return Option.none<Scanned>()
        const owner = yield* labels.findById(stored.value.format.label_id)
        return Option.map(owner, (found): Scanned => ({ label: found, format: stored.value.format }))
      })

      const page = Effect.fn("PublicPages.page")(function* (ref: string, request: ELabelRequest = {}) {
        if (!isRef(ref)) return yield* notFound(ref)
        const found = yield* findRef(ref)
        if (Option.isNone(found)) return yield* notFound(ref)
        const { label, format } = found.value
        if (!label.is_published) {
          return yield* label.published_at === null ? notFound(ref) : new Gone({ resource: "label", id: ref })
        }
        const children = yield* labels.children(label.id)
        const brand =
          label.brand_id === null ? undefined : Option.getOrUndefined(yield* brands.findById(label.brand_id))
        const entries = yield* catalog.entriesFor(idsOf(label, children, brand))
        const built = buildELabelPage({ label, format, children, catalog: entries }, request)
        const country = entries.countries.find((entry) => entry.id === brand?.country_id)
        return {
          ...built,
          producer: producerOf(built, brand, country === undefined ? null : nameIn(country, built.locale))
        } satisfies PublicELabelPage
      })

      /** Whether a label takes part in Digital Link resolution. */
      const resolvable = (label: Label) => label.is_published && label.use_gs1_digital_link === true

      const resolveGs1 = Effect.fn("PublicPages.resolveGs1")(function* (raw: string, lot: string | null = null) {
        const parsed = parseGtin(raw)
        if (Result.isFailure(parsed)) return yield* new InvalidGtin({ gtin: raw, reason: parsed.failure })
        // A lot no field could hold (a NUL, an unpaired surrogate) names nothing, and never reaches storage.
        if (lot !== null && !isStorableText(lot)) return yield* new NotFound({ resource: "label", id: parsed.success })
        const gtin = parsed.success
        const candidates = yield* formats.findByGtin(gtin)
        const owners = new Map<LabelId, boolean>()
        for (const { format } of candidates) {
          if (owners.has(format.label_id)) continue
          const owner = yield* labels.findById(format.label_id)
          owners.set(format.label_id, Option.isSome(owner) && resolvable(owner.value))
        }
        const eligible = candidates
          .map((stored) => stored.format)
          .filter((format) => format.ref !== null && owners.get(format.label_id) === true)
        const format = pickFormat(eligible, lot === "" ? null : lot)
        if (format?.ref != null) return { location: pagePath(format.ref) } satisfies Gs1Resolution
        const label = (yield* labels.findByGtin(gtin)).find((own) => own.ref !== null && resolvable(own))
        if (label?.ref != null) return { location: pagePath(label.ref) } satisfies Gs1Resolution
        return yield* new NotFound({ resource: "label", id: gtin })
      })

      return PublicPages.of({ page, resolveGs1 })
    })
  )
}
