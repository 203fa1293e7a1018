/**
 * What a designer asks of a print kit (the QR block for the back label), and
 * the legal and technical minimums it is held to:
 * - the x-height of mandatory particulars, Reg. (EU) No 1169/2011 Art. 13(2)
 *   and Annex IV: at least 1.2 mm, or 0.9 mm where the largest surface of the
 *   package is under 80 cm² (`smallPack`);
 * - the smallest module side this service draws: 0.25 mm. Not a legal
 *   figure: the project's floor (issue 29), so that a code printed on a
 *   label press and read by a phone at arm's length keeps its modules apart;
 *   a printer who needs more asks for a larger `size_mm`;
 * - the quiet zone of ISO/IEC 18004: at least 4 modules on every side.
 */
import type { OfficialEuLanguage } from "../shared/Locale.ts"

/** Least x-height of mandatory particulars in mm (Art. 13(2)). */
export const MIN_X_HEIGHT_MM = 1.2
/** Least x-height on a package whose largest surface is under 80 cm² (Art. 13(3)). */
export const SMALL_PACK_X_HEIGHT_MM = 0.9
/** Least side of one QR module in mm. */
export const MIN_MODULE_MM = 0.25
/** Least quiet zone around the code, in modules (ISO/IEC 18004). */
export const MIN_QUIET_ZONE = 4

/** `k`: 100 % K in DeviceCMYK (true black for offset and digital presses); `rgb`: black in DeviceRGB. */
export type KitColour = "k" | "rgb"

/** `stacked`: the words under the code; `side`: the words to its right. */
export type KitLayout = "stacked" | "side"

/** The optional parts of a kit, each off unless asked for. */
export interface KitParts {
  /** The nominal volume ("750 ml") of the label or format. */
  readonly volume: boolean
  /** The alcoholic strength as labelled ("12.5 % vol"). */
  readonly alcohol: boolean
  /** A pictogram beside each allergen word (never instead of it). */
  readonly pictograms: boolean
  /** The packaging's material codes and collection instructions, from the label's packaging rows. */
  readonly packaging: boolean
}

/** The options of one kit. */
export interface PrintKitOptions {
  /** The languages of the words, in print order; at least one. */
  readonly languages: ReadonlyArray<OfficialEuLanguage>
  /** The side of the code's symbol (its dark modules' square, without the quiet zone), in mm. */
  readonly sizeMm: number
  /** The quiet zone in modules. */
  readonly quietZone: number
  readonly colour: KitColour
  readonly layout: KitLayout
  /** White margin around the block on every side, in mm: the page is the block plus the bleed. */
  readonly bleedMm: number
  /** The width of the column of words in mm; null: as wide as the code with its quiet zone. */
  readonly textWidthMm: number | null
  /** The package's largest surface is under 80 cm²: the x-height may be 0.9 mm. */
  readonly smallPack: boolean
  readonly parts: KitParts
}

/** The defaults of everything but the languages (the label's locale, chosen by the caller). */
export const KIT_DEFAULTS = {
  sizeMm: 20,
  quietZone: MIN_QUIET_ZONE,
  colour: "k",
  layout: "stacked",
  bleedMm: 0,
  textWidthMm: null,
  smallPack: false,
  parts: { volume: false, alcohol: false, pictograms: false, packaging: false }
} as const satisfies Omit<PrintKitOptions, "languages">

/** The least x-height the options allow. */
export const minXHeightMm = (options: Pick<PrintKitOptions, "smallPack">): number =>
  options.smallPack ? SMALL_PACK_X_HEIGHT_MM : MIN_X_HEIGHT_MM
