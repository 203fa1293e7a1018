/**
 * The records of a CSV file with the line each starts on (header = 1), as
 * an import reports them: blank lines are skipped but still counted, and a
 * quoted cell may span lines (LF, CRLF or CR). The parser's own line count
 * cannot serve: it counts the end of a record, and a CRLF inside quotes
 * twice, so the lines are counted here from the bytes each record took.
 */
import { parse } from "csv-parse/sync"

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

/** The records of `text`, header first; `CsvRefused` when it is not CSV. */
export const csvRecords = (text: string): ReadonlyArray<CsvRecord> => {
  let parsed: ReadonlyArray<{ readonly record: Array<string>; readonly info: { readonly bytes: number } }>
  try {
    parsed = parse(text, { bom: true, skip_empty_lines: true, trim: true, info: true }) as unknown as typeof parsed
  } catch (error) {
    throw new CsvRefused([{ path: "", message: error instanceof Error ? error.message : "not CSV" }])
  }
  const bytes = new TextEncoder().encode(text)
  const records: Array<CsvRecord> = []
  let offset = 0
  let line = 1
  // A record's bytes run from the end of the one before to the end of its own line break, blank lines before it included.
  for (const { record, info } of parsed) {
    let start = offset
    for (let at = lineAt(bytes, start); at.next > at.end && at.next < info.bytes && isBlank(bytes, start, at.end); ) {
      start = at.next
      at = lineAt(bytes, start)
    }
    line += breaks(bytes, offset, start)
    records.push({ cells: record, line })
    line += breaks(bytes, start, info.bytes)
    offset = info.bytes
  }
  return records
}

/** The number of data rows (for the row limit, before anything else). */
export const csvRowCount = (text: string): number => Math.max(0, csvRecords(text).length - 1)
