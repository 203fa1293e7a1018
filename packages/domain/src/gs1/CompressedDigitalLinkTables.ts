/**
 * The tables of GS1 Digital Link compression (GS1 Digital Link standard
 * 1.1/1.2, "compression"), as GS1's reference implementation holds them:
 * repository `gs1/GS1DigitalLinkCompressionPrototype`, file
 * `src/GS1DigitalLinkToolkit.js`, commit
 * `01ec8fd431eb99476825bf1fdb28a431e70741ca` (its `tableP`, `tableF`,
 * `tableOpt` and `safeBase64Alphabet`). `tableP` and `tableOpt` are whole;
 * of `tableF` only the AIs this resolver reads (`FORMATS`).
 */
import { isTradeMeasure } from "./Gs1DataAttributes.ts"

/** The URI-safe base64 alphabet of the compressed path (`safeBase64Alphabet`). */
export const SAFE_BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

/** Upper-case hexadecimal digits, for the two hexadecimal value encodings. */
export const HEX = "0123456789ABCDEF"

/** `tableP`: how many digits an AI has, by its first two. */
export const AI_LENGTH: Readonly<Record<string, number>> = Object.fromEntries(
  (
    [
      [2, "00 01 02 10 11 12 13 15 16 17 20 21 22 30 37 90 91 92 93 94 95 96 97 98 99"],
      [3, "23 24 25 40 41 42 71"],
      [4, "31 32 33 34 35 36 39 70 72 80 81 82"]
    ] as const
  ).flatMap(([digits, prefixes]) => prefixes.split(" ").map((prefix) => [prefix, digits]))
)

/** `n` consecutive optimisation codes from `first` (hexadecimal), each for `[...lead, ai(i)]`. */
const series = (first: number, n: number, sequence: (i: number) => ReadonlyArray<string>) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [(first + i).toString(16).toUpperCase(), sequence(i)]))

/**
 * `tableOpt`: a header byte that is not two decimal digits stands for a
 * sequence of AIs whose values follow one another ("0B" is (01) then (10)).
 * An `F` high nibble is not here: it opens a non-GS1 `key=value` pair.
 */
export const OPTIMISATIONS: Readonly<Record<string, ReadonlyArray<string>>> = {
  "0A": ["01", "22"],
  "0B": ["01", "10"],
  "0C": ["01", "21"],
  "0D": ["01", "17"],
  "0E": ["01", "7003"],
  "0F": ["01", "30"],
  "1A": ["01", "10", "21", "17"],
  "1B": ["01", "15"],
  "1C": ["01", "11"],
  "1D": ["01", "16"],
  "1E": ["01", "91"],
  "1F": ["01", "10", "15"],
  ...series(0x2a, 6, (i) => ["01", `310${i}`]),
  ...series(0x3a, 6, (i) => ["01", `320${i}`]),
  "9A": ["8010", "8011"],
  "9B": ["8017", "8019"],
  "9C": ["8018", "8019"],
  "9D": ["414", "254"],
  ...series(0xa0, 10, (i) => ["01", `392${i}`]),
  ...series(0xc0, 10, (i) => ["255", `390${i}`]),
  ...series(0xca, 4, (i) => ["255", `394${i}`])
}

/** One component of an AI's value: numeric (`N`) or of character set 82 (`X`), of a fixed length or at most `max`. */
export interface Component {
  readonly kind: "N" | "X"
  readonly fixed: boolean
  readonly length: number
}

/** The components of a format in the notation of the General Specifications (`"N6 N..6"`). */
const componentsOf = (format: string): ReadonlyArray<Component> =>
  format.split(" ").map((part) => ({
    kind: part[0] === "X" ? "X" : "N",
    fixed: !part.includes(".."),
    length: Number(part.replace(/^[NX](?:\.\.)?/, ""))
  }))

/**
 * `tableF` for the AIs a Digital Link of a GTIN carries here: the key, its
 * qualifiers and the data attributes of `Gs1DataAttributes.ts`. Four are not
 * in the prototype's table and take their format from the GS1 General
 * Specifications (§3.2), as its other entries do: (235) `X..28`, (395n)
 * `N6`, (7011) `N6 N..4`; (00) is `N18` there as here.
 */
const TABLE: ReadonlyArray<readonly [ReadonlyArray<string>, string]> = [
  [["00"], "N18"],
  [["01"], "N14"],
  [["10", "21", "22", "243", "8012"], "X..20"],
  [["11", "13", "15", "16", "17", "7006", "8005"], "N6"],
  [["20"], "N2"],
  [["235"], "X..28"],
  [["240", "241", "250", "251", "90"], "X..30"],
  [["242"], "N..6"],
  [["30"], "N..8"],
  [Array.from({ length: 10 }, (_, n) => `392${n}`), "N..15"],
  [Array.from({ length: 6 }, (_, n) => `395${n}`), "N6"],
  [["7003"], "N10"],
  [["7007"], "N6 N..6"],
  [["7011"], "N6 N..4"],
  [["8008"], "N8 N..4"],
  [["91", "92", "93", "94", "95", "96", "97", "98", "99"], "X..90"]
]

const FORMATS: ReadonlyMap<string, ReadonlyArray<Component>> = new Map(
  TABLE.flatMap(([ais, format]) => ais.map((ai) => [ai, componentsOf(format)] as const))
)

const MEASURE = componentsOf("N6")

/** The components of an AI's value, or undefined when this resolver does not read that AI. */
export const formatOf = (ai: string): ReadonlyArray<Component> | undefined =>
  FORMATS.get(ai) ?? (isTradeMeasure(ai) ? MEASURE : undefined)

/** The AIs `formatOf` knows besides the trade measures (310n-369n), for tests. */
export const formattedAis: ReadonlyArray<string> = [...FORMATS.keys()]
