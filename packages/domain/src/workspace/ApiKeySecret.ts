/**
 * The format of an API key's secret, pure: `elabel_` (a prefix secret
 * scanners can match), 44 base62 characters drawn from the platform's
 * cryptographic source (262 bits), and 6 base62 characters of the CRC32 of
 * the random part, so a mistyped or truncated key is refused before any
 * look-up (GitHub's token format, 2021). Only the SHA-256 of a secret is
 * stored: with this much entropy a slow hash adds nothing.
 */
import type { Effect } from "effect"
import { sha256Hex } from "../shared/CanonicalJson.ts"

/** The prefix every key starts with. */
export const KEY_PREFIX = "elabel_"
/** Random base62 characters after the prefix: 44 × log2(62) ≈ 262 bits. */
export const RANDOM_LENGTH = 44
/** Base62 characters of the checksum (CRC32 < 62^6). */
export const CHECKSUM_LENGTH = 6
/** The whole length of a key. */
export const KEY_LENGTH = KEY_PREFIX.length + RANDOM_LENGTH + CHECKSUM_LENGTH
/** How much of a key the list shows: the prefix and the first 8 random characters. */
export const DISPLAY_LENGTH = KEY_PREFIX.length + 8

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 (IEEE) of an ASCII string. */
export const crc32 = (text: string): number => {
  let crc = 0xffffffff
  for (let i = 0; i < text.length; i++) crc = (CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** `value` in base62, left-padded with `0` to `width`. */
const base62 = (value: number, width: number): string => {
  let out = ""
  let rest = value
  while (rest > 0) {
    out = ALPHABET[rest % 62] + out
    rest = Math.floor(rest / 62)
  }
  return out.padStart(width, "0")
}

/** The checksum characters of a random part. */
const checksumOf = (random: string): string => base62(crc32(random), CHECKSUM_LENGTH)

const BASE62 = /^[0-9A-Za-z]+$/

/** Whether `text` has the shape of a key and its checksum matches: no storage is asked. */
export const isWellFormed = (text: string): boolean => {
  if (text.length !== KEY_LENGTH || !text.startsWith(KEY_PREFIX)) return false
  const body = text.slice(KEY_PREFIX.length)
  if (!BASE62.test(body)) return false
  const random = body.slice(0, RANDOM_LENGTH)
  return body.slice(RANDOM_LENGTH) === checksumOf(random)
}

/** Whether `text` claims to be a key (it starts with the prefix), well-formed or not. */
export const looksLikeKey = (text: string): boolean => text.startsWith(KEY_PREFIX)

/** A fresh secret: unbiased base62 characters (rejection sampling) and their checksum. */
export const newSecret = (): string => {
  let random = ""
  while (random.length < RANDOM_LENGTH) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(64))) {
      // 248 = 4 × 62: bytes above it would favour the first characters.
      if (byte < 248 && random.length < RANDOM_LENGTH) random += ALPHABET[byte % 62]
    }
  }
  return `${KEY_PREFIX}${random}${checksumOf(random)}`
}

/** What the list shows of a key: enough to tell keys apart, too little to use. */
export const displayPrefix = (secret: string): string => secret.slice(0, DISPLAY_LENGTH)

/** The stored form of a secret: lower-case hex of its SHA-256. */
export const hashSecret = (secret: string): Effect.Effect<string> => sha256Hex(secret)
