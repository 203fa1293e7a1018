/**
 * The stored version document in its current format, and the reading of a
 * stored one of any format the service ever wrote: its `format` tag picks
 * the frozen Schema it is decoded with, and the upgrades from that format
 * to the current one (ADR 0036). The page builder, the compliance checks and
 * the GS1 links read the current format's snapshot only.
 */
import { Predicate, Schema } from "effect"
import { FORMAT_V1, SnapshotV1, translationTextKeysV1, VersionDocumentV1 } from "./VersionDocumentV1.ts"

/** The format the service writes now. */
export const DOCUMENT_FORMAT = FORMAT_V1

/** The Schema of a snapshot of the current format: what `makeSnapshot` keeps of a label. */
export const ELabelSnapshot = SnapshotV1

/** A version document of the current format. */
export type VersionDocument = VersionDocumentV1

/** The content of one label version, in the current format. */
export type ELabelSnapshot = VersionDocument["snapshot"]
/** The label as a snapshot keeps it, its formats and translations embedded. */
export type SnapshotLabel = ELabelSnapshot["label"]
export type SnapshotFormat = SnapshotLabel["formats"][number]
export type SnapshotTranslation = SnapshotLabel["translations"][number]
/** The label's four child lists as a snapshot keeps them. */
export type SnapshotChildren = ELabelSnapshot["children"]
export type SnapshotBrand = NonNullable<ELabelSnapshot["brand"]>
/** The catalogue entries a snapshot names, as they were. */
export type SnapshotCatalog = ELabelSnapshot["catalog"]

/** The translation texts of the current format, in the spec's order. */
export const translationTextKeys = translationTextKeysV1
export type TranslationTextKey = (typeof translationTextKeys)[number]

/**
 * Per format ever written, how a parsed document of it becomes one of the
 * current format: its frozen Schema, then the upgrade of each later format
 * in turn. A new format adds its line and chains the older ones' upgrades.
 */
const readers: Readonly<Record<string, (document: unknown) => VersionDocument>> = {
  [FORMAT_V1]: Schema.decodeUnknownSync(VersionDocumentV1)
}

/** The formats a stored document may have. */
export const READABLE_FORMATS: ReadonlyArray<string> = Object.keys(readers)

/**
 * A parsed stored document as a document of the current format. Throws when
 * it names no known format or does not decode as its format says (the
 * message says where).
 */
export const decodeVersionDocument = (parsed: unknown): VersionDocument => {
  const format = Predicate.hasProperty(parsed, "format") ? parsed.format : undefined
  const read = typeof format === "string" && Object.hasOwn(readers, format) ? readers[format] : undefined
  if (read === undefined) throw new Error(`unknown document format ${JSON.stringify(format ?? null)}`)
  return read(parsed)
}

/** `decodeVersionDocument` of a stored document's text; throws too when it is not JSON. */
export const readVersionDocument = (text: string): VersionDocument => decodeVersionDocument(JSON.parse(text))
