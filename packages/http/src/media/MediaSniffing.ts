/**
 * What an upload's bytes are, from the bytes: `file-type` reads the magic
 * numbers of binary formats; markup it cannot name (SVG, HTML, XML) and
 * plain text are named here, so a refusal says what was sent.
 */
import { fileTypeFromBuffer } from "file-type"

const markup: ReadonlyArray<readonly [RegExp, string]> = [
  [/^<svg[\s>]/iu, "an SVG image (image/svg+xml)"],
  [/^<!doctype svg/iu, "an SVG image (image/svg+xml)"],
  [/^<!doctype html|^<html[\s>]|^<head[\s>]|^<body[\s>]|^<script[\s>]/iu, "an HTML document (text/html)"],
  [/^<\?xml/iu, "an XML document (application/xml)"]
]

/** The first markup tag of text, past a byte order mark, white space and comments. */
const leadingMarkup = (text: string): string =>
  text
    .replace(/^\uFEFF/u, "")
    .replace(/^(\s|<!--[\s\S]*?-->)+/u, "")
    .slice(0, 200)

/** How a refusal names bytes of an unknown kind: text or binary. */
const unknownKind = (head: Uint8Array): string => {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head.subarray(0, 512))
  if (head.length === 0) return "empty"
  // biome-ignore lint/suspicious/noControlCharactersInRegex: binary bytes are what this looks for
  return /[\u0000-\u0008\u000e-\u001f\uFFFD]/u.test(text) ? "bytes of no known type" : "plain text"
}

/** The MIME type the bytes are (`image/png`), or a description of what they are when not a binary format. */
export interface Sniffed {
  readonly mime: string | undefined
  readonly description: string
}

/** Sniffs the head of a file (a few KiB suffice for every format taken). */
export const sniff = async (head: Uint8Array): Promise<Sniffed> => {
  const found = await fileTypeFromBuffer(head)
  if (found !== undefined) {
    // file-type names SVG as XML only by extension; the markup check below decides.
    if (found.mime !== "application/xml") return { mime: found.mime, description: found.mime }
  }
  const text = leadingMarkup(new TextDecoder("utf-8", { fatal: false }).decode(head.subarray(0, 4096)))
  for (const [pattern, description] of markup) if (pattern.test(text)) return { mime: undefined, description }
  return { mime: undefined, description: unknownKind(head) }
}
