/**
 * Reads the request URI of a GS1 Digital Link for a GTIN (GS1 Digital Link
 * URI Syntax 1.x, §4.1-4.10; GS1-Conformant Resolver 1.2, §2.4 "basic
 * validation"): `/01/{gtin}` with the key qualifiers `/22/{cpv}`,
 * `/10/{lot}` and `/21/{serial}` in that order (each optional), or
 * `/235/{tpx}` alone; a trailing slash tolerated (Resolver §2.13); the query
 * string kept whole for the redirect (Resolver §2.12) and its AI data
 * attributes checked (`Gs1DataAttributes.ts`). Rules and lengths as in the GS1 Barcode Syntax Engine
 * (`gs1/gs1-syntax-engine` `src/c-lib/dl.c`, its tests give the vectors of
 * `test/digitalLinkPath.test.ts`): the engine itself is not on the npm
 * registry this project installs from (ADR 0017).
 */
import { Result } from "effect"
import { CSET_82, type Gtin14, parseGtin } from "../shared/Gs1.ts"
import { dataAttributeProblem } from "./Gs1DataAttributes.ts"

/** A key qualifier of the GTIN, by its application identifier. */
export type GtinQualifier = "22" | "10" | "21" | "235"

/** A syntactically valid Digital Link request for a GTIN. */
export interface DigitalLinkRequest {
  readonly gtin: Gtin14
  /** The key qualifiers of the path, decoded, in path order. */
  readonly qualifiers: ReadonlyArray<readonly [GtinQualifier, string]>
  /** AI data attributes of the query string (`?17=261231`), decoded. */
  readonly attributes: ReadonlyArray<readonly [string, string]>
  /** The `linkType` parameter, when given. */
  readonly linkType: string | null
  /** The `lang` parameter (the first), when given: the language the client asks for by name. */
  readonly lang: string | null
  /** The query string exactly as sent (without `?`), passed on when redirecting. */
  readonly query: string
}

/** Why a request URI is not a Digital Link this resolver can read. */
export interface DigitalLinkSyntaxError {
  readonly reason: string
}

/** AI 10, 21, 22: X..20; AI 235: X..28 (GS1 General Specifications §3.2). */
const MAX_LENGTH: Readonly<Record<GtinQualifier, number>> = { "22": 20, "10": 20, "21": 20, "235": 28 }

/** The path orders the syntax engine accepts for AI (01) (`test_dl_testValidateDLpathAIseq`). */
const ORDER: ReadonlyArray<GtinQualifier> = ["22", "10", "21"]

/**
 * Whether a value of AI 10 elabel printed before it checked the character
 * set: any text without control characters. Such lots stay resolvable
 * (ADR 0017); every other qualifier must be in set 82.
 */
const LEGACY_LOT = /^[^\p{Cc}]{1,200}$/u

const fail = (reason: string): Result.Result<never, DigitalLinkSyntaxError> => Result.fail({ reason })

/** Percent-decoding; in the query `+` is a space, in the path it is itself (URI Syntax §4.2, as the engine). */
const decode = (s: string, inQuery: boolean): string | null => {
  try {
    return decodeURIComponent(inQuery ? s.replaceAll("+", " ") : s)
  } catch {
    return null
  }
}

const checkQualifier = (ai: GtinQualifier, value: string): string | null => {
  if (value.length <= MAX_LENGTH[ai] && CSET_82.test(value)) return null
  if (ai === "10" && LEGACY_LOT.test(value)) return null
  return `the value of AI (${ai}) must be 1 to ${MAX_LENGTH[ai]} characters of GS1 character set 82`
}

const orderOk = (ais: ReadonlyArray<GtinQualifier>): boolean => {
  if (ais.includes("235")) return ais.length === 1
  let last = -1
  for (const ai of ais) {
    const at = ORDER.indexOf(ai)
    if (at <= last) return false
    last = at
  }
  return true
}

/** Path AIs that may not appear as data attributes (URI Syntax §4.10, engine: "AI in query params that should be in the path info"). */
const PATH_ONLY: ReadonlySet<string> = new Set(["01", "22", "10", "21", "235"])

const readQuery = (
  query: string
): Result.Result<
  { attributes: Array<readonly [string, string]>; linkType: string | null; lang: string | null },
  DigitalLinkSyntaxError
> => {
  const attributes: Array<readonly [string, string]> = []
  let linkType: string | null = null
  let lang: string | null = null
  for (const part of query.split("&")) {
    if (part === "") continue
    const eq = part.indexOf("=")
    const key = decode(eq === -1 ? part : part.slice(0, eq), true)
    const value = eq === -1 ? null : decode(part.slice(eq + 1), true)
    if (key === null || (eq !== -1 && value === null)) return fail("the query string has a malformed percent-encoding")
    if (key === "linkType" && linkType === null) linkType = value
    if (key === "lang" && lang === null) lang = value
    if (!/^\d+$/.test(key)) continue
    if (PATH_ONLY.has(key)) return fail(`AI (${key}) belongs in the path, not the query string`)
    if (value === null || value === "") return fail(`AI (${key}) has no value`)
    if (attributes.some(([ai]) => ai === key)) return fail(`AI (${key}) is given twice`)
    const problem = dataAttributeProblem(key, value)
    if (problem !== null) return fail(problem)
    attributes.push([key, value])
  }
  return Result.succeed({ attributes, linkType, lang })
}

/**
 * Reads `/01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial}]` or
 * `/01/{gtin}/235/{tpx}`, with a query string, as a request target (a
 * fragment is ignored). A GTIN-8, -12 or -13 is read as its GTIN-14.
 */
export const parseDigitalLinkRequest = (target: string): Result.Result<DigitalLinkRequest, DigitalLinkSyntaxError> => {
  const withoutFragment = target.split("#", 1)[0] ?? ""
  const mark = withoutFragment.indexOf("?")
  const path = mark === -1 ? withoutFragment : withoutFragment.slice(0, mark)
  const query = mark === -1 ? "" : withoutFragment.slice(mark + 1)
  const segments = (path.endsWith("/") ? path.slice(0, -1) : path).split("/").slice(1)
  if (segments[0] !== "01" || segments.length < 2) return fail("a GS1 Digital Link here starts with /01/{gtin}")
  if (segments.length % 2 !== 0) return fail("every application identifier in the path needs a value")
  const gtin = parseGtin(segments[1] ?? "")
  if (Result.isFailure(gtin)) return fail(`the GTIN is not valid (${gtin.failure})`)
  const qualifiers: Array<readonly [GtinQualifier, string]> = []
  for (let i = 2; i < segments.length; i += 2) {
    const ai = segments[i] ?? ""
    if (!(ai in MAX_LENGTH)) return fail(`AI (${ai}) is not a key qualifier of a GTIN`)
    const value = decode(segments[i + 1] ?? "", false)
    if (value === null || value === "") return fail(`AI (${ai}) has no readable value`)
    const problem = checkQualifier(ai as GtinQualifier, value)
    if (problem !== null) return fail(problem)
    qualifiers.push([ai as GtinQualifier, value])
  }
  if (!orderOk(qualifiers.map(([ai]) => ai))) {
    return fail("key qualifiers must be /22, /10, /21 in that order, or /235 alone")
  }
  return Result.map(readQuery(query), ({ attributes, linkType, lang }) => ({
    gtin: gtin.success,
    qualifiers,
    attributes,
    linkType,
    lang,
    query
  }))
}

/** The value of a key qualifier of a request, or null. */
export const qualifierOf = (request: DigitalLinkRequest, ai: GtinQualifier): string | null =>
  request.qualifiers.find(([key]) => key === ai)?.[1] ?? null
