/**
 * The canonical serialisation behind every label version's `content_hash`,
 * so anyone can recompute a hash with a few lines in any language: JSON with
 * object keys sorted by UTF-16 code units, no white space, strings and
 * numbers as `JSON.stringify` writes them (the JSON Canonicalization Scheme,
 * RFC 8785, for the values a version holds: no -0, NaN or Infinity), and the
 * SHA-256 of its UTF-8 bytes as lower-case hex.
 */
import { Effect } from "effect"

/** The canonical JSON text of a JSON value; `undefined` members are left out as `JSON.stringify` does. */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) throw new TypeError("non-finite number")
    return JSON.stringify(value)
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`
  const entries = Object.entries(value)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(",")}}`
}

/** The SHA-256 of a text's UTF-8 bytes, as 64 lower-case hex digits (Web Crypto: Node, Deno, Bun, browsers). */
export const sha256Hex = (text: string): Effect.Effect<string> =>
  Effect.map(
    Effect.promise(() => globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))),
    (digest) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("")
  )
