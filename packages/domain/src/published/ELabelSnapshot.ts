/**
 * What a label version holds: everything the public pages of a published
 * label need, in every language, with catalogue names resolved as they were
 * when the version was made. The pages of a version are a pure function of
 * its snapshot (`snapshotPage`), so a version's page is the page consumers
 * were served while it was the latest.
 */

import type { OperatorLine } from "./ELabelFacts.ts"
import { nameIn } from "./ELabelIngredients.ts"
import { buildELabelPage, type ELabelPage, type ELabelRequest } from "./ELabelPage.ts"
import { availableLocales } from "./LocaleNegotiation.ts"
import type { ELabelSnapshot, SnapshotFormat, SnapshotMediaFile } from "./VersionDocument.ts"

export {
  ELabelSnapshot,
  type SnapshotBrand,
  type SnapshotCatalog,
  type SnapshotChildren,
  type SnapshotFormat,
  type SnapshotLabel,
  type SnapshotMediaFile,
  type SnapshotOperator,
  type SnapshotTranslation
} from "./VersionDocument.ts"

/** A business operator as the page names it. */
export interface OperatorDetails {
  readonly name: string | null
  /** Street, postcode and town, country: one line. */
  readonly address: string | null
  /** The registration number (e.g. the producer identification number). */
  readonly number: string | null
}

/** A business operator the page names besides the producer: its role's caption and its details. */
export interface OtherOperator extends OperatorDetails {
  readonly role: Exclude<OperatorLine["role"], "producer">
  readonly title: string
}

/** A picture the page shows: its file and its alt text in the page language. */
export interface PagePicture {
  readonly sha256: string
  readonly width: number
  readonly height: number
  readonly alt: string
}

/** The files a page shows (format 2 on): the bottle, the brand's logo, the data sheet. */
export interface PageMedia {
  readonly bottle?: PagePicture
  readonly logo?: PagePicture
  readonly data_sheet?: { readonly sha256: string; readonly content_type: string; readonly filename: string | null }
}

/** The consumer e-label page plus the producer's details (from the label's brand). */
export interface PublicELabelPage extends ELabelPage {
  /** Null when the producer is hidden or the label has no brand; only `number` when `producer_number_only`. */
  readonly producer: OperatorDetails | null
  /** Absent when the page shows no file: a page of format 1 and one without files look the same. */
  readonly media?: PageMedia
  /**
   * The bottler, distributor, importer and manufacturer the page names (format 3 on), in that order; absent
   * when it names none, so a page of an older format looks as it did.
   */
  readonly others?: ReadonlyArray<OtherOperator>
}

/** Every public ref of a snapshot: the label's and its formats'. */
export const snapshotRefs = (snapshot: ELabelSnapshot): ReadonlyArray<string> =>
  [snapshot.label.ref, ...snapshot.label.formats.map((format) => format.ref)].filter((ref) => ref !== null)

/** The languages a snapshot's pages can be shown in (at least one). */
export const snapshotLocales = (snapshot: ELabelSnapshot): ReadonlyArray<string> => {
  const locales = availableLocales(snapshot.label)
  return locales.length > 0 ? locales : [snapshot.label.locale ?? "en"]
}

const joined = (parts: ReadonlyArray<string | null>, separator: string): string | null => {
  const present = parts.filter((part): part is string => part !== null && part.trim() !== "")
  return present.length === 0 ? null : present.join(separator)
}

/** The producer line of a page: the brand's name and address, or only its number. */
const producerOf = (page: ELabelPage, snapshot: ELabelSnapshot): OperatorDetails | null => {
  const { brand } = snapshot
  const line = page.operators.find((operator) => operator.role === "producer")
  if (line === undefined || brand === null) return null
  const number = brand.producer_identification_number
  if (line.number_only) return number === null ? null : { name: null, address: null, number }
  const country = snapshot.catalog.countries.find((entry) => entry.id === brand.country_id)
  const town = joined([brand.zipcode, brand.city], " ")
  const countryName = country === undefined ? null : nameIn(country, page.locale)
  return { name: brand.name, address: joined([brand.street, town, countryName], ", "), number }
}

/**
 * The operators besides the producer: each shown line whose record the snapshot holds, its name and address,
 * or only its number (`*_number_only`; none when it has no number).
 */
const othersOf = (page: ELabelPage, snapshot: ELabelSnapshot): ReadonlyArray<OtherOperator> =>
  page.operators.flatMap((line): ReadonlyArray<OtherOperator> => {
    if (line.role === "producer") return []
    const operator = snapshot.operators.find((candidate) => candidate.id === line.id)
    if (operator === undefined) return []
    const number = operator.registration_number
    const head = { role: line.role, title: line.title }
    if (line.number_only) return number === null ? [] : [{ ...head, name: null, address: null, number }]
    const country = snapshot.catalog.countries.find((entry) => entry.id === operator.country_id)
    const town = joined([operator.zipcode, operator.city], " ")
    const countryName = country === undefined ? null : nameIn(country, page.locale)
    return [{ ...head, name: operator.name, address: joined([operator.street, town, countryName], ", "), number }]
  })

/** The file `id` names among the snapshot's, if it is one. */
const fileOf = (snapshot: ELabelSnapshot, id: string | null): SnapshotMediaFile | undefined =>
  id === null ? undefined : snapshot.media.find((file) => file.id === id)

/** A picture in the page language: its alt text there, else in the text locale, else `fallback`. */
const pictureOf = (file: SnapshotMediaFile | undefined, page: ELabelPage, fallback: string): PagePicture | undefined =>
  file === undefined || file.kind !== "image" || file.width === null || file.height === null
    ? undefined
    : {
        sha256: file.sha256,
        width: file.width,
        height: file.height,
        alt: file.alt[page.locale] ?? file.alt[page.text_locale] ?? fallback
      }

/** The files of a page: the format's picture, else the label's; the brand's logo; the data sheet. */
const mediaOf = (snapshot: ELabelSnapshot, format: SnapshotFormat | null, page: ELabelPage): PageMedia | undefined => {
  const { label, brand } = snapshot
  const name = page.name_lines.map((line) => line.text).join(" ")
  const bottle = pictureOf(fileOf(snapshot, format?.image_id ?? null) ?? fileOf(snapshot, label.image_id), page, name)
  const logo = pictureOf(fileOf(snapshot, brand?.logo_id ?? null), page, brand?.name ?? name)
  const sheet = fileOf(snapshot, label.data_sheet_file_id)
  const media: PageMedia = {
    ...(bottle === undefined ? {} : { bottle }),
    ...(logo === undefined ? {} : { logo }),
    ...(sheet === undefined
      ? {}
      : { data_sheet: { sha256: sheet.sha256, content_type: sheet.content_type, filename: sheet.filename } })
  }
  return Object.keys(media).length === 0 ? undefined : media
}

/**
 * The page of `ref` (the label's own ref or one of its formats') in the
 * language the request negotiates; `undefined` when the ref is not the
 * snapshot's.
 */
export const snapshotPage = (
  snapshot: ELabelSnapshot,
  ref: string,
  request: ELabelRequest = {}
): PublicELabelPage | undefined => {
  const { label } = snapshot
  const format = label.ref === ref ? null : label.formats.find((candidate) => candidate.ref === ref)
  if (format === undefined) return undefined
  return labelPage(snapshot, format, request)
}

/** The page of the label itself (no format), whatever its ref: a draft's preview. */
export const labelPage = (
  snapshot: ELabelSnapshot,
  format: ELabelSnapshot["label"]["formats"][number] | null = null,
  request: ELabelRequest = {}
): PublicELabelPage => {
  const built = buildELabelPage(
    { label: snapshot.label, format, children: snapshot.children, catalog: snapshot.catalog },
    request
  )
  const media = mediaOf(snapshot, format, built)
  const others = othersOf(built, snapshot)
  return {
    ...built,
    producer: producerOf(built, snapshot),
    ...(media === undefined ? {} : { media }),
    ...(others.length === 0 ? {} : { others })
  }
}
