/**
 * The stored version document in its current format, and the reading of a
 * stored one of any format the service ever wrote: its `format` tag picks
 * the frozen Schema it is decoded with, and the upgrades from that format
 * to the current one (ADR 0036). The page builder, the compliance checks and
 * the GS1 links read the current format's snapshot only.
 */
import { Predicate, Schema } from "effect"
import { withFastProperties } from "../shared/fastProperties.ts"
import { FORMAT_V1, translationTextKeysV1, VersionDocumentV1 } from "./VersionDocumentV1.ts"
import { FORMAT_V2, type MediaFileV2, VersionDocumentV2 } from "./VersionDocumentV2.ts"
import { FORMAT_V3, type OperatorV3, SnapshotV3, VersionDocumentV3 } from "./VersionDocumentV3.ts"

/** The format the service writes now. */
export const DOCUMENT_FORMAT = FORMAT_V3

/** The Schema of a snapshot of the current format: what `makeSnapshot` keeps of a label. */
export const ELabelSnapshot = SnapshotV3

/**
 * A version document of the current format. One read from an older document keeps its tag (`format`):
 * the upgrades fill what later formats add, and nothing upgraded is ever stored.
 */
export type VersionDocument = VersionDocumentV3

/** A file a version's pages show, with the SHA-256 of its bytes. */
export type SnapshotMediaFile = MediaFileV2

/** A business operator a version's label names, as its record was. */
export type SnapshotOperator = OperatorV3

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
const decodeV1 = Schema.decodeUnknownSync(VersionDocumentV1)

/** A format 1 document as format 2: it recorded no files, and its pages showed none. */
const upgradeV1 = (document: VersionDocumentV1): VersionDocumentV2 => ({
  ...document,
  snapshot: { ...document.snapshot, media: [] }
})

const decodeV2 = Schema.decodeUnknownSync(VersionDocumentV2)

/** A format 2 document as format 3: it recorded no operators, and its pages named none but the producer. */
const upgradeV2 = (document: VersionDocumentV2): VersionDocument => ({
  ...document,
  snapshot: { ...document.snapshot, operators: [] }
})

const decodeV3 = Schema.decodeUnknownSync(VersionDocumentV3)

const readers: Readonly<Record<string, (document: unknown) => VersionDocument>> = {
  [FORMAT_V1]: (document) => upgradeV2(upgradeV1(decodeV1(document))),
  [FORMAT_V2]: (document) => upgradeV2(decodeV2(document)),
  [FORMAT_V3]: decodeV3
}

/** Per format, its frozen Schema alone (no upgrade): what a stored document holds as its format names it. */
const ownFormats: Readonly<Record<string, (document: unknown) => unknown>> = {
  [FORMAT_V1]: decodeV1,
  [FORMAT_V2]: decodeV2,
  [FORMAT_V3]: decodeV3
}

/** A parsed stored document decoded by its own format's Schema, not upgraded (keys beyond it dropped). */
export const decodeInOwnFormat = (parsed: unknown): unknown => {
  const format = Predicate.hasProperty(parsed, "format") ? parsed.format : undefined
  const decode = typeof format === "string" && Object.hasOwn(ownFormats, format) ? ownFormats[format] : undefined
  if (decode === undefined) throw new Error(`unknown document format ${JSON.stringify(format ?? null)}`)
  return decode(parsed)
}

/** The formats a stored document may have. */
export const READABLE_FORMATS: ReadonlyArray<string> = Object.keys(readers)

/**
 * A parsed stored document as a document of the current format. Throws when
 * it names no known format or does not decode as its format says (the
 * message says where). Its objects are fast (`fastProperties.ts`): the
 * consumer page reads the label's members on every scan.
 */
export const decodeVersionDocument = (parsed: unknown): VersionDocument => {
  const format = Predicate.hasProperty(parsed, "format") ? parsed.format : undefined
  const read = typeof format === "string" && Object.hasOwn(readers, format) ? readers[format] : undefined
  if (read === undefined) throw new Error(`unknown document format ${JSON.stringify(format ?? null)}`)
  return withFastProperties(read(parsed))
}

/** `decodeVersionDocument` of a stored document's text; throws too when it is not JSON. */
export const readVersionDocument = (text: string): VersionDocument => decodeVersionDocument(JSON.parse(text))
