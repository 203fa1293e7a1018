/**
 * The words of a print kit: what the back label must carry beside an
 * e-label's QR code, per language, from the same term tables and page
 * builder as the consumer page (`buildELabelPage`), so the bottle and the
 * page never say different things.
 *
 * - The heading introducing the code: the `ingredients` word (Reg. (EU)
 *   No 1169/2011 Art. 18). The Commission's questions and answers on the new
 *   wine labelling rules (Notice C/2023/1190, "Electronic labelling") ask for
 *   the code to be introduced by a word such as "ingredients" in the
 *   language of the market; an "i" alone is not enough. No language has a
 *   settled combined "ingredients and nutrition" wording, so none is used.
 * - The energy per 100 ml in kJ and kcal: Reg. (EU) No 1308/2013
 *   Art. 119 (as amended by Reg. (EU) 2021/2117) keeps it on the label when
 *   the declaration is given electronically ("E" may stand for the word;
 *   the kit prints the word of the page's table).
 * - "Contains: …" with the allergens of Annex II of Reg. (EU) No 1169/2011
 *   among the label's ingredients (Art. 21(1); Art. 119 keeps them on the
 *   label too), named as the page names them.
 * `docs/legal-terms.md` says per language how far each word was checked.
 */
import { Result } from "effect"
import { type ComplianceIssue, complianceErrors } from "../compliance/Compliance.ts"
import type { Format } from "../label/Format.ts"
import type { Label } from "../label/Label.ts"
import { buildELabelPage, formatAlcohol, formatVolume } from "../published/ELabelPage.ts"
import type { ELabelSnapshot } from "../published/ELabelSnapshot.ts"
import { stringsFor, termLine } from "../published/strings/index.ts"
import type { PrintKitOptions } from "./PrintKitOptions.ts"

/** One line of words before wrapping. */
export interface KitLine {
  readonly kind: "heading" | "energy" | "allergens" | "packaging" | "volume" | "alcohol"
  readonly text: string
}

/** The lines of one language. */
export interface KitSection {
  readonly language: string
  readonly lines: ReadonlyArray<KitLine>
}

/** Everything a kit prints: the link of its code and its words. */
export interface PrintKitContent {
  /** What the code encodes: the short link or the uncompressed GS1 Digital Link, as the QR endpoints. */
  readonly link: string
  /** Lines printed once, whatever the languages (volume, alcohol). */
  readonly common: ReadonlyArray<KitLine>
  readonly sections: ReadonlyArray<KitSection>
}

/** The particulars a kit cannot do without; their absence refuses it as it refuses a publish. */
const NEEDED: ReadonlySet<string> = new Set(["energy-missing", "ingredients-missing"])

/** What a label lacks that its kit prints: energy, ingredients (the compliance report's errors). */
export const kitMissing = (snapshot: ELabelSnapshot): ReadonlyArray<ComplianceIssue> =>
  complianceErrors(snapshot).filter((issue) => NEEDED.has(issue.code))

/**
 * The kit's words for a label (or one of its formats) in the asked
 * languages, or the compliance errors of what it lacks (energy, ingredients).
 */
export const printKitContent = (
  snapshot: ELabelSnapshot,
  format: Pick<Format, "ref" | "quantity"> | null,
  link: string,
  options: Pick<PrintKitOptions, "languages" | "parts">
): Result.Result<PrintKitContent, ReadonlyArray<ComplianceIssue>> => {
  const missing = kitMissing(snapshot)
  if (missing.length > 0) return Result.fail(missing)
  // The page reads no bookkeeping: the snapshot's label stands in for the resource, as `snapshotPage` does.
  const label = snapshot.label as Label
  const first = stringsFor(options.languages[0] ?? "en")
  const quantity = format?.quantity ?? label.quantity
  const alcohol = formatAlcohol(label, first)
  const common: Array<KitLine> = [
    ...(options.parts.volume && quantity !== null
      ? [{ kind: "volume", text: formatVolume(quantity, first) } as const]
      : []),
    ...(options.parts.alcohol && alcohol !== null ? [{ kind: "alcohol", text: alcohol } as const] : [])
  ]
  const sections = options.languages.map((language): KitSection => {
    const page = buildELabelPage(
      { label, format: null, children: snapshot.children, catalog: snapshot.catalog },
      { lang: language }
    )
    const strings = page.strings
    const energy = page.nutrition?.rows.find((row) => row.key === "energy")
    const lines: Array<KitLine> = [{ kind: "heading", text: strings.ingredients }]
    if (energy !== undefined) {
      // No-break spaces keep "296 kJ" and "71 kcal" whole when the line wraps.
      const value = energy.value.replace(/ (?=k?J|kcal|\/)|(?<=\/) /g, "\u00a0")
      lines.push({ kind: "energy", text: termLine(strings, `${strings.energy} ${strings.per100ml}`, value) })
    }
    if (page.allergen_statement !== null) lines.push({ kind: "allergens", text: page.allergen_statement })
    if (options.parts.packaging) {
      for (const packaging of page.packagings) {
        const what = [packaging.packaging_type ?? packaging.material, packaging.code].filter((part) => part !== null)
        const where = [packaging.disposal, packaging.collection].filter((part) => part !== null)
        if (what.length + where.length === 0) continue
        lines.push({
          kind: "packaging",
          text: where.length === 0 ? what.join(" ") : termLine(strings, what.join(" "), where.join(", "))
        })
      }
    }
    return { language, lines }
  })
  return Result.succeed({ link, common, sections })
}
