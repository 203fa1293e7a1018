/**
 * What a label's write read decoded, kept per label between writes. A write
 * reads the label's whole state (`selectLabelState`); most of it, its
 * formats, translations, child lists and brand, is what the label's
 * previous write left, and parsing and decoding it again was a tenth of a
 * write that changes nothing. Those columns come as text, and a text equal
 * to the one kept for that label and column is answered the value it
 * decoded to then: correct whoever wrote meanwhile (another process too),
 * since equal texts decode to equal values. The values are shared by the
 * writes that read them, as the memory store shares its own: nothing
 * changes a value read.
 */
import { makeBoundedCache } from "@elabel/domain"
import type { EmbeddedDecoder } from "./rows.ts"

/** Labels whose parts are kept at most (as many as versioning keeps latest versions of), seven columns each. */
const LABELS_KEPT = 256

/**
 * Bytes kept at most: a label at the limits (200 formats, a translation per locale) holds megabytes, so
 * the count of labels alone does not bound the heap.
 */
const BYTES_KEPT = 32 * 1024 * 1024

interface Kept {
  readonly text: string
  readonly value: unknown
}

/** An `EmbeddedDecoder` for each read of a label, over one cache of what the label's texts decoded to. */
export const makeEmbeddedParts = (): ((label: string) => EmbeddedDecoder) => {
  const kept = makeBoundedCache<string, Kept>({
    maxEntries: LABELS_KEPT * 7,
    maxBytes: BYTES_KEPT,
    // The text (two bytes a character) and its decoded value, taken to weigh about as much.
    bytesOf: ({ text }) => text.length * 4
  })
  return (label) =>
    <A>(column: string, value: unknown, decode: (json: unknown) => A): A => {
      // A driver that parsed the column (an adapter that sends no text) gets no keeping.
      if (typeof value !== "string") return decode(value)
      const key = `${label} ${column}`
      const found = kept.get(key)
      if (found?.text === value) return found.value as A
      const decoded = decode(JSON.parse(value))
      kept.set(key, { text: value, value: decoded })
      return decoded
    }
}
