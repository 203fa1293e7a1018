/**
 * The compliance warnings about GTINs and GS1 Digital Link: what each
 * format's QR code carries and why it is not the Digital Link when it is
 * not, read from the same rule that makes the codes (`formatCode` in
 * `gs1/DigitalLinkCodes.ts`), so the report and the codes agree.
 */
import { Result } from "effect"
import { formatCode, type QrLabel } from "../gs1/DigitalLinkCodes.ts"
import { encodableQualifier, parseGtin } from "../shared/Gs1.ts"
import { type ComplianceIssue, issue } from "./ComplianceIssue.ts"

/** What these warnings read of a label (or of a version's snapshot of one). */
type WarnedLabel = QrLabel

/** GTINs that are no GTIN, and codes that cannot use Digital Link for want of one. */
const gtinWarnings = (label: WarnedLabel): ReadonlyArray<ComplianceIssue> => {
  const gtins: ReadonlyArray<readonly [string, string | null]> = [
    ["gtin", label.gtin],
    ...label.formats.map((format, index) => [`formats[${index}].gtin`, format.gtin] as const)
  ]
  const invalid = gtins.flatMap(([field, gtin]) =>
    gtin !== null && Result.isFailure(parseGtin(gtin))
      ? [issue("gtin-invalid", field, `"${gtin}" is not a GTIN-8, -12, -13 or -14 with a valid check digit.`)]
      : []
  )
  if (label.use_gs1_digital_link !== true) return invalid
  const missing =
    label.formats.length === 0
      ? label.gtin === null
        ? [
            [
              "gtin",
              "The label has no GTIN, so its QR code cannot use GS1 Digital Link and falls back to the short link."
            ] as const
          ]
        : []
      : label.formats.flatMap((format, index) =>
          format.gtin === null
            ? [
                [
                  `formats[${index}].gtin`,
                  "This format has no GTIN of its own, so its QR code cannot use GS1 Digital Link and falls back to " +
                    "its short link, which opens its own page" +
                    // The label's GTIN names the label's page or another format's: not this bottle's.
                    (label.gtin === null ? "." : " (a code with the label's GTIN would open another page).")
                ] as const
              ]
            : []
        )
  return [...invalid, ...missing.map(([field, message]) => issue("gtin-missing-for-digital-link", field, message))]
}

/** Formats whose Digital Link another format of the label answers: their codes carry their short links. */
const sharedLinkWarnings = (label: WarnedLabel): ReadonlyArray<ComplianceIssue> =>
  label.formats.flatMap((format, index) => {
    const code = formatCode(label, format)
    if (code._tag !== "ShortLink" || code.reason !== "another-page") return []
    const other = label.formats.findIndex((candidate) => candidate.ref === code.page)
    const opens = other === -1 ? "the label's own page" : `the page of formats[${other}]`
    return [
      issue(
        "digital-link-not-own-page",
        `formats[${index}]`,
        `This format's GS1 Digital Link would open ${opens}, which has the same GTIN and the same variant and lot ` +
          "as far as a Digital Link can carry them, not its own: its QR code carries its short link instead. " +
          "Give it a GTIN, or a variant or lot, of its own to use GS1 Digital Link."
      )
    ]
  })

/**
 * A lot or variant a Digital Link QR code cannot carry (not a valid AI (10)
 * or (22) value: `encodableQualifier`): the code leaves it out, and still
 * opens the format's page when no other format takes that link.
 */
const qualifierWarnings = (label: WarnedLabel): ReadonlyArray<ComplianceIssue> =>
  label.use_gs1_digital_link !== true
    ? []
    : label.formats.flatMap((format, index) => {
        const own = formatCode(label, format)._tag === "DigitalLink"
        return (
          [
            ["lot", format.lot, "lot", "AI (10) batch/lot"],
            ["consumer_product_variant", format.consumer_product_variant, "variant", "AI (22) consumer product variant"]
          ] as const
        ).flatMap(([field, value, what, ai]) =>
          value === null || value === "" || encodableQualifier(value) !== null
            ? []
            : [
                issue(
                  "qualifier-not-in-digital-link",
                  `formats[${index}].${field}`,
                  `The ${what} "${value}" is not a GS1 ${ai} value (1 to 20 characters of GS1 character set 82: ` +
                    "letters, digits and !\"%&'()*+,-./:;<=>?_, no spaces or accents): a Digital Link cannot carry " +
                    `it, ${own ? "so the format's QR code leaves it out and still opens the format's page." : "so the format's QR code carries its short link."}`
                )
              ]
        )
      })

/** Every warning about GTINs and the Digital Links of the label's codes. */
export const digitalLinkWarnings = (label: WarnedLabel): ReadonlyArray<ComplianceIssue> => [
  ...gtinWarnings(label),
  ...sharedLinkWarnings(label),
  ...qualifierWarnings(label)
]
