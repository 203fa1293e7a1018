/**
 * The AI data attributes a Digital Link for a GTIN may carry in its query
 * string (`?17=261231`), and the format of each value. Source: the AI table
 * of the GS1 General Specifications (§3.2), as GS1 encodes it in the GS1
 * Barcode Syntax Dictionary (`gs1/gs1-syntax-dictionary`,
 * `gs1-syntax-dictionary.txt`: format, the `?` flag "permitted as a GS1
 * Digital Link data attribute", and `req=` pairings) with its linters
 * `yymmd0`, `yymmdd`, `hhmi`, `hh`, `mi`, `ss` and `cset82`.
 *
 * Accepted: the AIs flagged `?` that may accompany AI (01) (their `req=`
 * names 01, or nothing) and whose value needs no code list (ISO 3166 and
 * ISO 4217 AIs are left out), and the SSCC (00), which the dictionary
 * flags `?` too (`N18,csum`: 18 digits with a valid check digit). Refused:
 * any other numeric key, so an unknown AI, another primary key such as an
 * ITIP (8006), or an attribute of another key is a 400, as the syntax
 * engine refuses unknown AIs.
 */

import { CSET_82, checkDigit } from "../shared/Gs1.ts"

/** A check of a whole value. */
type Format = (value: string) => boolean

/** `N{n}` (`exact`) or `N..{n}`. */
const numeric =
  (max: number, exact = false): Format =>
  (value) =>
    /^\d+$/.test(value) && value.length <= max && (!exact || value.length === max)

/** `X..{n}`: 1 to `n` characters of character set 82. */
const text =
  (max: number): Format =>
  (value) =>
    value.length >= 1 && value.length <= max && CSET_82.test(value)

const twoDigits = (value: string, at: number) => Number(value.slice(at, at + 2))

/**
 * A date `YYMMDD`; `DD` 00 ("day unknown") when `dayZero`. The century is the
 * General Specifications' sliding window (§7.12); from 1951 to 2050 a year
 * `YY` is a leap year exactly when `YY` is a multiple of 4, 2000 included.
 */
const isDate = (value: string, dayZero: boolean): boolean => {
  if (!/^\d{6}$/.test(value)) return false
  const [year, month, day] = [twoDigits(value, 0), twoDigits(value, 2), twoDigits(value, 4)]
  if (month < 1 || month > 12) return false
  const days = month === 2 ? (year % 4 === 0 ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
  return (day === 0 && dayZero) || (day >= 1 && day <= days)
}

const inRange = (value: string, at: number, max: number) =>
  /^\d{2}$/.test(value.slice(at, at + 2)) && twoDigits(value, at) <= max

/**
 * Components in order: `[length, check]`, the optional ones last
 * (`optional` of them), as the dictionary's `N6,yymmdd [N4],hhmi`.
 */
const parts =
  (components: ReadonlyArray<readonly [number, Format]>, optional = 0): Format =>
  (value) => {
    let at = 0
    for (const [index, [length, check]] of components.entries()) {
      if (at === value.length && index >= components.length - optional) return true
      if (!check(value.slice(at, at + length))) return false
      at += length
    }
    return at === value.length
  }

/** `N18,csum`: an SSCC, its last digit the GS1 check digit of the others. */
const sscc: Format = (value) => /^\d{18}$/.test(value) && checkDigit(value.slice(0, 17)) === Number(value[17])

const yymmd0: Format = (value) => isDate(value, true)
const yymmdd: Format = (value) => isDate(value, false)
const hh: Format = (value) => inRange(value, 0, 23)
const mi: Format = (value) => inRange(value, 0, 59)
const hhmi: Format = (value) => hh(value.slice(0, 2)) && mi(value.slice(2)) && value.length === 4

/** The accepted data attributes: AI (or AIs) and the format of its value. */
const TABLE: ReadonlyArray<readonly [ReadonlyArray<string>, Format]> = [
  [["00"], sscc], // serial shipping container code (SSCC)
  [["11", "13", "15", "16", "17"], yymmd0], // production, packaging, best before, sell by, expiry date
  [["20"], numeric(2, true)], // internal product variant
  [["240", "241", "250", "251"], text(30)], // additional id, customer part no., secondary serial, ref. to source
  [["242"], numeric(6)], // made-to-order variant
  [["243"], text(20)], // packaging component number
  [["30"], numeric(8)], // variable count
  [["3950", "3951", "3952", "3953", "3954", "3955", "8005"], numeric(6, true)], // price per unit of measure
  [Array.from({ length: 10 }, (_, n) => `392${n}`), numeric(15)], // amount payable, single monetary area
  [
    ["7003"],
    parts([
      [6, yymmdd],
      [4, hhmi]
    ])
  ], // expiration date and time
  [["7006"], yymmdd], // first freeze date
  [
    ["7007"],
    parts(
      [
        [6, yymmdd],
        [6, yymmdd]
      ],
      1
    )
  ], // harvest date (or range)
  [
    ["7011"],
    parts(
      [
        [6, yymmdd],
        [4, hhmi]
      ],
      1
    )
  ], // test by date
  [
    ["8008"],
    parts(
      [
        [6, yymmdd],
        [2, hh],
        [2, mi],
        [2, mi]
      ],
      2
    )
  ], // production date and time
  [["8012"], text(20)], // software version
  [["90"], text(30)], // mutually agreed information
  [["91", "92", "93", "94", "95", "96", "97", "98", "99"], text(90)] // company internal information
]

/** Trade measures (310n-369n, `n` the decimal point position 0-5): `N6`, by the three-digit stems defined. */
const MEASURE_STEMS = /^(?:31[0-6]|32\d|33[0-7]|34\d|35[0-7]|36\d)[0-5]$/

/** Whether an AI is one of the trade measures (310n-369n) accepted as data attributes. */
export const isTradeMeasure = (ai: string): boolean => MEASURE_STEMS.test(ai)

const FORMATS: ReadonlyMap<string, Format> = new Map(TABLE.flatMap(([ais, format]) => ais.map((ai) => [ai, format])))

/** Why a data attribute is refused, or null when it is accepted. */
export const dataAttributeProblem = (ai: string, value: string): string | null => {
  const format = isTradeMeasure(ai) ? numeric(6, true) : FORMATS.get(ai)
  if (format === undefined) return `AI (${ai}) is not a data attribute of a GTIN this resolver knows`
  return format(value) ? null : `the value of AI (${ai}) does not have the format of the GS1 General Specifications`
}
