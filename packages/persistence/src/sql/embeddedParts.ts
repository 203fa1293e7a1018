/**
 * What a label's write read decoded, kept per label between writes. A write
 * reads the label's whole state (`selectLabelState`); most of it, its
 * formats, translations, child lists and brand, is what the label's
 * previous write left, and parsing and decoding it again was a tenth of a
 * write that changes nothing. Those columns come as text, and a text equal
 * to the one kept for that label and column is answered the value it
 * decoded to then: correct whoever wrote meanwhile (another process too),
 * since equal texts decode to equal values. The values are shared by the
 * writes that read them, as the memory store shares its own; nothing
 * changes a value read, and a snapshot projects each once (`labelSnapshot.ts`).
 */
import { makeBoundedCache } from "@elabel/domain"
import type { EmbeddedDecoder } from "./rows.ts"

/** Labels whose parts are kept (as many as versioning keeps latest versions of). */
const LABELS_KEPT = 256

interface Kept {
  readonly text: string
  readonly value: unknown
}

/** An `EmbeddedDecoder` for each read of a label, over one cache of what the label's texts decoded to. */
export const makeEmbeddedParts = (): ((label: string) => EmbeddedDecoder) => {
  const labels = makeBoundedCache<string, Map<string, Kept>>({ maxEntries: LABELS_KEPT })
  return (label) => {
    const parts =
      labels.get(label) ??
      (() => {
        const made = new Map<string, Kept>()
        labels.set(label, made)
        return made
      })()
    return <A>(column: string, value: unknown, decode: (json: unknown) => A): A => {
      // A driver that parsed the column (an adapter that sends no text) gets no keeping.
      if (typeof value !== "string") return decode(value)
      const kept = parts.get(column)
      if (kept?.text === value) return kept.value as A
      const decoded = decode(JSON.parse(value))
      parts.set(column, { text: value, value: decoded })
      return decoded
    }
  }
}
