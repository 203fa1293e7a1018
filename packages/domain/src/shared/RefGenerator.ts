import { Context, Effect, Layer } from "effect"

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
/** Largest multiple of 62 below 256: bytes at or above it are discarded, so every character is equally likely. */
const UNBIASED_LIMIT = 248

/** 10 characters of base62 from the platform's cryptographic source (Web Crypto). */
export const randomRef = (): string => {
  let out = ""
  while (out.length < 10) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < UNBIASED_LIMIT && out.length < 10) out += ALPHABET[byte % 62]
    }
  }
  return out
}

/** Source of generated public refs. Swappable for deterministic refs in tests. */
export class RefGenerator extends Context.Service<RefGenerator, { readonly next: Effect.Effect<string> }>()(
  "@elabel/domain/ports/RefGenerator"
) {
  static readonly layer = Layer.succeed(RefGenerator, RefGenerator.of({ next: Effect.sync(randomRef) }))
}
