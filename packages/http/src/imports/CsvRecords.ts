/**
 * The records of a CSV file with the line each starts on (header = 1), as
 * an import reports them: blank lines are skipped but still counted, and a
 * quoted cell may span lines (LF, CRLF or CR). The parser's own line count
 * cannot serve: it counts the end of a record, and a CRLF inside quotes
 * twice, so the lines are counted here from the bytes each record took.
 *
 * A 32 MiB file takes seconds to parse, so it is parsed a slice at a time
 * with a yield between slices (other requests answer meanwhile, ADR 0056),
 * and a cell longer than any column takes is refused as soon as it is read.
 */

import { Parser } from "csv-parse"
import { Effect } from "effect"

/** The whole file is refused (400) before any row runs: not CSV, or columns nobody reads. */
export class CsvRefused extends Error {
  readonly issues: ReadonlyArray<{ readonly path: string; readonly message: string }>
  constructor(issues: ReadonlyArray<{ readonly path: string; readonly message: string }>) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join("; "))
    this.issues = issues
  }
}

/** One record: its trimmed cells and the line it starts on. */
export interface CsvRecord {
  readonly cells: ReadonlyArray<string>
  readonly line: number
}

/**
 * The longest cell read (UTF-16 units): a text holds 2,000 characters and a
 * child list 200 items of at most 80; anything longer cannot import.
 */
export const MAX_CELL_LENGTH = 16 * 1024
/** The longest record in bytes: a cell over `MAX_CELL_LENGTH` is caught inside it however long it grows. */
const MAX_RECORD_BYTES = 4 * 1024 * 1024
/** Characters encoded and parsed between two yields. */
const SLICE_LENGTH = 256 * 1024
/** Records whose lines are counted between two yields. */
const RECORDS_PER_YIELD = 200

const CR = 0x0d
const LF = 0x0a

/** Where the line starting at `from` ends (its break excluded) and where the next one starts (`end` at the end of the file). */
const lineAt = (bytes: Uint8Array, from: number): { readonly end: number; readonly next: number } => {
  let end = from
  while (end < bytes.length && bytes[end] !== CR && bytes[end] !== LF) end++
  return { end, next: bytes[end] === CR && bytes[end + 1] === LF ? end + 2 : Math.min(end + 1, bytes.length) }
}

/** The line breaks (CRLF, LF or CR) in `bytes[from, to)`. */
const breaks = (bytes: Uint8Array, from: number, to: number): number => {
  let count = 0
  for (let i = from; i < to; i++) if (bytes[i] === LF || (bytes[i] === CR && bytes[i + 1] !== LF)) count++
  return count
}

const isBlank = (bytes: Uint8Array, from: number, to: number): boolean =>
  bytes.subarray(from, to).every((byte) => byte === 0x20 || byte === 0x09)

/** What the parser hands over per record: its cells and the bytes read up to its end. */
interface Parsed {
  readonly record: Array<string>
  readonly info: { readonly bytes: number }
}

/** The parser's push API (`Parser.api`, what its stream and sync forms drive): fed slice by slice here. */
interface ParserApi {
  readonly parse: (
    chunk: Buffer | undefined,
    end: boolean,
    push: (record: Parsed) => void,
    close: () => void
  ) => Error | undefined
}

const notCsv = (error: Error & { readonly code?: string; readonly lines?: number }) =>
  new CsvRefused([
    {
      path: "",
      message:
        error.code === "CSV_MAX_RECORD_SIZE"
          ? `the row at line ${error.lines} is longer than ${MAX_RECORD_BYTES} bytes, more than any row takes`
          : error.message
    }
  ])

/** The index of the first cell too long to import, else -1. */
const oversizedCell = (cells: ReadonlyArray<string>): number => cells.findIndex((cell) => cell.length > MAX_CELL_LENGTH)

const oversized = (header: ReadonlyArray<string>, row: number, column: number) =>
  new CsvRefused([
    {
      path: header[column] ?? `column ${column + 1}`,
      message: `the cell in row ${row} is longer than ${MAX_CELL_LENGTH} characters, more than any column takes`
    }
  ])

/** Where the slice from `from` ends: `SLICE_LENGTH` on, not between the two halves of a surrogate pair. */
const sliceEnd = (text: string, from: number): number => {
  const end = Math.min(from + SLICE_LENGTH, text.length)
  const last = text.charCodeAt(end - 1)
  return end < text.length && last >= 0xd800 && last <= 0xdbff ? end - 1 : end
}

/**
 * Encodes and parses `text` a slice at a time, refusing the file at its
 * first oversized cell; the records and the bytes read (for their lines).
 */
const parseSliced = (text: string) =>
  Effect.gen(function* () {
    const options = { bom: true, skip_empty_lines: true, trim: true, info: true, max_record_size: MAX_RECORD_BYTES }
    const { api } = new Parser(options) as unknown as { readonly api: ParserApi }
    const parsed: Array<Parsed> = []
    const pieces: Array<Buffer> = []
    let tooLong = -1
    const push = (record: Parsed) => {
      if (tooLong < 0 && oversizedCell(record.record) >= 0) tooLong = parsed.length
      parsed.push(record)
    }
    for (let from = 0; ; ) {
      const to = sliceEnd(text, from)
      const piece = Buffer.from(text.slice(from, to))
      pieces.push(piece)
      const error = api.parse(piece, to >= text.length, push, () => {})
      if (error !== undefined) return yield* Effect.fail(notCsv(error))
      from = to
      // Other requests get a turn after each slice, and before its pieces are joined (30 MB: tens of ms).
      yield* Effect.yieldNow
      if (tooLong >= 0 || to >= text.length) return { parsed, tooLong, bytes: Buffer.concat(pieces) }
    }
  })

/** The records of `text`, header first; `CsvRefused` when it is not CSV or a cell is too long. */
export const csvRecords = Effect.fnUntraced(function* (text: string) {
  const { parsed, tooLong, bytes } = yield* parseSliced(text)
  const records: Array<CsvRecord> = []
  let offset = 0
  let line = 1
  // A record's bytes run from the end of the one before to the end of its own line break, blank lines before it included.
  for (const [i, { record, info }] of parsed.entries()) {
    let start = offset
    for (let at = lineAt(bytes, start); at.next > at.end && at.next < info.bytes && isBlank(bytes, start, at.end); ) {
      start = at.next
      at = lineAt(bytes, start)
    }
    line += breaks(bytes, offset, start)
    if (i === tooLong) return yield* Effect.fail(oversized(parsed[0]?.record ?? [], line, oversizedCell(record)))
    records.push({ cells: record, line })
    line += breaks(bytes, start, info.bytes)
    offset = info.bytes
    if (i % RECORDS_PER_YIELD === RECORDS_PER_YIELD - 1) yield* Effect.yieldNow
  }
  return records
})
