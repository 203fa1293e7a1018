/**
 * The CSV form of an import: one row per label and format. Rows with the
 * same `internal_reference` (else the same `gtin`) are one label; its label
 * columns, child lists and translations are read from its first row, and
 * every row adds one format. The rows become label documents, so CSV and
 * JSON imports share every rule; an issue is reported at its row and column.
 */
import { Label, type LabelImport, Translation } from "@elabel/domain"
import { stringify } from "csv-stringify/sync"
import { Effect } from "effect"
import { type CsvRecord, CsvRefused } from "./CsvRecords.ts"

const { labelAlcoholKeys, labelAmountKeys, labelFlagKeys, labelRefKeys, labelTextKeys, labelUrlKeys } = Label

/** Label columns, named as the label's fields. */
export const labelColumns = [
  "internal_reference",
  "gtin",
  "name",
  "brand",
  "brand_id",
  "is_published",
  "is_non_vintage",
  "is_archived",
  "locale",
  "quantity",
  ...labelTextKeys.filter((key) => key !== "internal_reference" && key !== "gtin"),
  ...labelUrlKeys,
  ...labelFlagKeys,
  ...labelAlcoholKeys,
  ...labelAmountKeys,
  ...labelRefKeys.filter((key) => key !== "default_format_id")
] as const

/** Format columns: `format_` and the format's field. */
export const formatFields = [
  "quantity",
  "gtin",
  "lot",
  "consumer_product_variant",
  "internal_reference",
  "shop_url",
  "available_from",
  "image_id",
  "is_default"
] as const
export const formatColumns = formatFields.map((field) => `format_${field}`)

/**
 * Child-list columns, items separated by `;`: `ingredients` ids in order (a
 * trailing `*` marks organic), `grape_varieties` `id` or `id=percentage`,
 * `certifications` ids, `packagings` `type:material_id:collection`.
 */
export const childColumns = ["grape_varieties", "ingredients", "packagings", "certifications"] as const

/** Translation columns are `<field>@<locale>`, e.g. `description@de`. */
const translationColumn = /^([a-z_]+)@([a-z]{2})$/

const numberKeys = new Set<string>(["quantity", ...labelAlcoholKeys, ...labelAmountKeys, "format_quantity"])
const booleanKeys = new Set<string>([
  ...labelFlagKeys,
  "is_non_vintage",
  "is_archived",
  "is_published",
  "format_is_default"
])
const known = new Set<string>([...labelColumns, ...formatColumns, ...childColumns])
const translationFields: ReadonlySet<string> = new Set(Translation.translationKeys)

/** A cell as its JSON value: numbers and booleans where the column wants them; anything else stays text. */
const valueOf = (column: string, cell: string): unknown => {
  if (numberKeys.has(column) && /^-?\d+(\.\d+)?$/.test(cell)) return Number(cell)
  if (booleanKeys.has(column)) {
    const lower = cell.toLowerCase()
    if (["true", "yes", "1"].includes(lower)) return true
    if (["false", "no", "0"].includes(lower)) return false
  }
  return cell
}

const items = (cell: string) =>
  cell
    .split(";")
    .map((item) => item.trim())
    .filter((item) => item !== "")

const childList = (column: (typeof childColumns)[number], cell: string): ReadonlyArray<object> => {
  switch (column) {
    case "ingredients":
      return items(cell).map((item, i) =>
        item.endsWith("*")
          ? { ingredient_id: item.slice(0, -1), is_organic: true, order: i + 1 }
          : { ingredient_id: item, order: i + 1 }
      )
    case "grape_varieties":
      return items(cell).map((item) => {
        const [id = "", percentage] = item.split("=")
        return percentage === undefined
          ? { grape_variety_id: id }
          : { grape_variety_id: id, percentage: valueOf("quantity", percentage) }
      })
    case "certifications":
      return items(cell).map((certification_id) => ({ certification_id }))
    case "packagings":
      return items(cell).map((item) => {
        const [packaging_type = "", material_id = "", collection = ""] = item.split(":")
        return Object.fromEntries(
          Object.entries({ packaging_type, material_id, collection }).filter(([, value]) => value !== "")
        )
      })
  }
}

/** One label's document from its rows (the first carries the label columns). */
const documentOf = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>) => {
  const document: Record<string, unknown> = {}
  const translations = new Map<string, Record<string, unknown>>()
  for (const [i, column] of header.entries()) {
    const cell = rows[0]?.[i] ?? ""
    if (cell === "") continue
    const translation = translationColumn.exec(column)
    if (translation !== null) {
      const [, field = "", locale = ""] = translation
      translations.set(locale, { ...(translations.get(locale) ?? { locale }), [field]: cell })
    } else if ((childColumns as ReadonlyArray<string>).includes(column)) {
      document[column] = childList(column as (typeof childColumns)[number], cell)
    } else if (!column.startsWith("format_")) {
      document[column] = valueOf(column, cell)
    }
  }
  const formats = rows.map((row) =>
    Object.fromEntries(
      header.flatMap((column, i) => {
        const cell = row[i] ?? ""
        return column.startsWith("format_") && cell !== "" ? [[column.slice(7), valueOf(column, cell)]] : []
      })
    )
  )
  const withFormats = formats.some((format) => Object.keys(format).length > 0)
  return {
    ...document,
    ...(withFormats ? { formats } : {}),
    ...(translations.size > 0 ? { translations: [...translations.values()] } : {})
  }
}

/** The column an issue at a document path names, and the row it belongs to. */
const locator =
  (rows: ReadonlyArray<number>, locales: ReadonlyArray<string>) =>
  (path: string): { readonly row: number; readonly field: string } => {
    const first = rows[0] ?? 0
    const format = /^formats\[(\d+)\]\.?(\w*)/.exec(path)
    if (format !== null) return { row: rows[Number(format[1])] ?? first, field: `format_${format[2]}` }
    const translation = /^translations\[(\d+)\]\.?(\w*)/.exec(path)
    if (translation !== null) {
      return { row: first, field: `${translation[2] || "locale"}@${locales[Number(translation[1])] ?? ""}` }
    }
    return { row: first, field: /^\w*/.exec(path)?.[0] ?? path }
  }

/** Labels built between two yields. */
const LABELS_PER_YIELD = 100

/** The import entries of a CSV file's records (`csvRecords`); `CsvRefused` when they name unknown columns. */
export const csvEntries = Effect.fnUntraced(function* (records: ReadonlyArray<CsvRecord>) {
  const [head, ...data] = records
  const header = head?.cells ?? []
  const unknown = header.filter((column) => {
    const translation = translationColumn.exec(column)
    return translation === null ? !known.has(column) : !translationFields.has(translation[1] ?? "")
  })
  if (unknown.length > 0) {
    return yield* Effect.fail(new CsvRefused(unknown.map((column) => ({ path: column, message: "unknown column" }))))
  }
  const at = (column: string) => header.indexOf(column)
  const groups = new Map<string, Array<number>>()
  for (const [i, { cells }] of data.entries()) {
    const reference = cells[at("internal_reference")] ?? ""
    const gtin = cells[at("gtin")] ?? ""
    const key = reference !== "" ? `r:${reference}` : gtin !== "" ? `g:${gtin}` : `row:${i}`
    const group = groups.get(key)
    if (group === undefined) groups.set(key, [i])
    else group.push(i)
  }
  const entries: Array<LabelImport.ImportEntry> = []
  for (const indices of groups.values()) {
    const rows = indices.map((i) => data[i]!)
    const document = documentOf(
      header,
      rows.map((row) => row.cells)
    )
    const locales = ((document.translations ?? []) as ReadonlyArray<Record<string, unknown>>).map((t) =>
      String(t.locale)
    )
    const lines = rows.map((row) => row.line)
    entries.push({ rows: lines, document, locate: locator(lines, locales) })
    if (entries.length % LABELS_PER_YIELD === 0) yield* Effect.yieldNow
  }
  return entries
})

/** The template: every column, and one example label with two formats. */
export const csvTemplate = (): string => {
  const header = [...labelColumns, ...formatColumns, ...childColumns, "description@en", "description@de"]
  const example = (format: Record<string, string>, first: boolean): Array<string> =>
    header.map((column) => {
      if (column.startsWith("format_")) return format[column.slice(7)] ?? ""
      if (!first) return column === "internal_reference" ? "RK-2023" : ""
      const values: Record<string, string> = {
        internal_reference: "RK-2023",
        name: "Riesling Kabinett",
        vintage: "2023",
        alcohol: "11.5",
        residual_sugar: "28",
        energy_kcal: "78",
        is_published: "false",
        "description@en": "A fresh Riesling from the Mosel",
        "description@de": "Ein frischer Riesling von der Mosel"
      }
      return values[column] ?? ""
    })
  return stringify([
    header,
    example({ quantity: "750", gtin: "4012345678901" }, true),
    example({ quantity: "1500", gtin: "4012345678918" }, false)
  ])
}
