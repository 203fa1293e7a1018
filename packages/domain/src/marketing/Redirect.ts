/**
 * Where a scan of a marketing code's short link (`/q/{ref}`) goes: a pure
 * rule over the stored code, the time and the kind of device. See
 * docs/adr/0006-marketing-redirects.md.
 *
 * The rule is split in two so a cache can keep the expensive half: `planRedirect`
 * parses the code's URLs and merges its UTM fields once; `followPlan` only
 * compares the time and picks a target (no allocation).
 */
import { expiryInstant, type MarketingQrCodeRecord } from "./MarketingQrCode.ts"

/** The device family a user agent belongs to, as far as the redirect cares. */
export type UserAgentKind = "ios" | "android" | "other"

/**
 * The answer to a scan: a redirect to `location`, gone (410), not found
 * (404), or a draft's link that is real but not active yet (ADR 0022).
 */
export type RedirectOutcome =
  | { readonly _tag: "Redirect"; readonly location: string }
  | { readonly _tag: "Gone" }
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "NotYetActive" }

/** The UTM fields of a code, in the order they are appended. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const

/**
 * A code prepared for answering scans. `Live` is a published code (the only
 * kind whose scans count); a draft (never published) is `NotYetActive`, an
 * unpublished one `Gone`.
 */
export type RedirectPlan =
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "NotYetActive" }
  | { readonly _tag: "Gone" }
  | {
      readonly _tag: "Live"
      /** Epoch milliseconds from which the code is expired; null: never. */
      readonly expiresAt: number | null
      readonly targets: Readonly<Record<UserAgentKind, RedirectOutcome>>
      /** After expiry: the redirect to `expired_url`, else `Gone`. */
      readonly expired: RedirectOutcome
    }

const notFound: RedirectOutcome = { _tag: "NotFound" }
const gone: RedirectOutcome = { _tag: "Gone" }
const notFoundPlan: RedirectPlan = { _tag: "NotFound" }
const gonePlan: RedirectPlan = { _tag: "Gone" }
const notYetActive: RedirectOutcome = { _tag: "NotYetActive" }
const notYetActivePlan: RedirectPlan = { _tag: "NotYetActive" }

/** The key of one `k=v` part of a raw query, decoded as a form would (`+` is a space). */
const keyOf = (part: string): string => {
  const raw = part.split("=", 1)[0] ?? ""
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "))
  } catch {
    return raw
  }
}

/**
 * `target` with the given query parameters appended, as a `Location` can
 * carry it (ASCII: the host in punycode, spaces and non-ASCII
 * percent-encoded, existing escapes untouched). The destination's own query
 * is not re-encoded, except that parameters named like an appended one are
 * dropped: the code's value is its producer's explicit intent, so it
 * replaces them rather than appearing twice. The fragment stays last.
 */
export const withQueryParams = (target: string, params: ReadonlyArray<readonly [string, string]>): string => {
  const url = URL.parse(target)
  if (url === null) return target
  if (params.length === 0) return url.href
  const replaced = new Set(params.map(([key]) => key))
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((part) => part !== "" && !replaced.has(keyOf(part)))
  const added = params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
  url.search = [...kept, ...added].join("&")
  return url.href
}

/** The UTM parameters a code sets (null and empty fields are left out). */
export const utmParams = (code: MarketingQrCodeRecord): ReadonlyArray<readonly [string, string]> =>
  UTM_KEYS.flatMap((key) => {
    const value = code[key]
    return value === null || value === "" ? [] : [[key, value] as const]
  })

const redirectTo = (location: string): RedirectOutcome => ({ _tag: "Redirect", location })

/**
 * Prepares `code` for scans: drafts (never published) are not active yet,
 * unpublished codes are gone, published ones redirect. iOS and Android go to
 * their own URL when set, else to `url`; every target carries the UTM fields.
 */
export const planRedirect = (code: MarketingQrCodeRecord): RedirectPlan => {
  if (code.is_published !== true) return code.published_at === null ? notYetActivePlan : gonePlan
  if (code.url === null) return notFoundPlan
  const utm = utmParams(code)
  const target = (url: string | null) => (url === null || url === "" ? null : redirectTo(withQueryParams(url, utm)))
  const other = target(code.url) ?? notFound
  return {
    _tag: "Live",
    expiresAt: expiryInstant(code.expires_at),
    targets: { other, ios: target(code.ios_url) ?? other, android: target(code.android_url) ?? other },
    expired: target(code.expired_url) ?? gone
  }
}

/** The answer of a prepared code at `now` (epoch milliseconds) for a device of `kind`. Expired from `expires_at` on. */
export const followPlan = (plan: RedirectPlan, now: number, kind: UserAgentKind): RedirectOutcome => {
  switch (plan._tag) {
    case "NotFound":
      return notFound
    case "NotYetActive":
      return notYetActive
    case "Gone":
      return gone
    case "Live":
      return plan.expiresAt !== null && now >= plan.expiresAt ? plan.expired : plan.targets[kind]
  }
}

const IOS = /\b(?:iPhone|iPad|iPod)\b/
const ANDROID = /\bAndroid\b/i

/** The device family of a `User-Agent`: iPhone/iPad/iPod are iOS, then Android; anything else is other. */
export const userAgentKind = (userAgent: string): UserAgentKind =>
  IOS.test(userAgent) ? "ios" : ANDROID.test(userAgent) ? "android" : "other"

/**
 * Whether a request to a short link counts as a scan of its code: a GET
 * (HEAD is a probe) of a published code (`Live`; an expired one too: the
 * scan happened, whatever it answers), from a user agent that says what it
 * is and is not a known bot (`namedHuman`, decided by the adapter's bot
 * detection).
 */
export const countsAsScan = (plan: RedirectPlan, method: string, namedHuman: boolean): boolean =>
  plan._tag === "Live" && method === "GET" && namedHuman

/** Placeholders proxies send for "no idea" (Cloudflare `XX`, and the ISO user-assigned `ZZ`). */
const UNKNOWN_COUNTRIES = new Set(["XX", "ZZ"])

/**
 * The country a scan is counted from, given the value of the trusted geo
 * header: exactly two letters, upper-cased; anything else (`T1`, `XX`,
 * lists) is none.
 */
export const countryOf = (value: string | undefined): string | undefined => {
  if (value === undefined || !/^[A-Za-z]{2}$/.test(value)) return undefined
  const country = value.toUpperCase()
  return UNKNOWN_COUNTRIES.has(country) ? undefined : country
}

/** Where a scan of `code` goes at `now` from a device of `kind`: `followPlan(planRedirect(code), …)`. */
export const resolveRedirect = (
  code: MarketingQrCodeRecord,
  now: Date | number,
  kind: UserAgentKind
): RedirectOutcome => followPlan(planRedirect(code), typeof now === "number" ? now : now.getTime(), kind)
