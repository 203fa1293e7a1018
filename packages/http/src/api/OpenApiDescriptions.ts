/**
 * Descriptions of the properties the Schemas' own annotations cannot reach
 * in the OpenAPI document: a field whose Schema is a transformation (the
 * branded ids, `Uuid`) is written from its encoded side, which drops the
 * `description` the domain put on it (`@elabel/domain` `described`); the
 * problem members; and names that mean something else in each resource
 * (`id`, `name`, `order`, `code`). The domain's dictionary stays the source
 * for every shared name.
 */
import { fieldDescriptions } from "@elabel/domain"

type Json = Record<string, unknown>

/** What `id`, `name` and the like mean in one component schema. */
const bySchema: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Workspace: {
    id: "The workspace's id (UUID).",
    name: "The workspace's name.",
    ref: "The workspace's short reference."
  },
  Brand: { id: "The brand's id (UUID).", name: "The brand's name, shown as the producer on the e-label page." },
  BrandCreate: { name: "The brand's name, shown as the producer on the e-label page." },
  BrandPatch: { name: "The brand's name, shown as the producer on the e-label page." },
  BusinessOperator: { id: "The business operator's id (UUID)." },
  Label: { id: "The label's id (UUID).", name: "The wine's name: the first line of the e-label page's heading." },
  LabelCreate: { name: "The wine's name: the first line of the e-label page's heading." },
  LabelPatch: { name: "The wine's name: the first line of the e-label page's heading." },
  LabelDuplicate: { name: "The copy's name; omitted: the original's." },
  Format: { id: "The format's id (UUID)." },
  MarketingQrCode: { id: "The marketing code's id (UUID).", name: "The code's name, for the producer." },
  QrCodeCreate: { name: "The code's name, for the producer." },
  QrCodePatch: { name: "The code's name, for the producer." },
  LabelIngredient: { id: "Id of this row of the list.", order: "Position in the ingredient list (ascending)." },
  LabelGrapeVariety: { id: "Id of this row of the list." },
  LabelPackaging: { id: "Id of this row of the list." },
  LabelCertification: { id: "Id of this row of the list." },
  CatalogIngredient: { order: "Position of the ingredient within its category, as labels list them." },
  CatalogIngredientCategory: { order: "Position of the category on a label (ascending)." },
  CatalogCountry: { code: "ISO 3166-1 alpha-2 code (`DE`, `FR`, …)." },
  CatalogMaterial: { code: "Identification code as printed (`GL 70`): abbreviation and number." },
  LabelVersionDetail: { document: "Everything the public pages showed at this version, in every language." },
  Health: { status: "`ok` when the check passed." },
  PublishRequest: { id: "The publish request's id (UUID).", label_id: "The label whose publication is asked." },
  PublishRequestRejection: { note: "Why, for the requester (1 to 2000 characters)." },
  LabelDocument: {
    name: "The wine's name: the first line of the e-label page's heading.",
    brand: "The brand's name: picks the brand when `brand_id` is not one of the workspace's.",
    grape_varieties: "The grape variety rows; replaces the label's list when given.",
    ingredients: "The ingredient rows; replaces the label's list when given.",
    packagings: "The packaging parts; replaces the label's list when given.",
    certifications: "The certifications; replaces the label's list when given.",
    is_published: "`true` publishes the label, `false` takes its page offline; omitted: unchanged.",
    formats:
      "The label's formats: each updates the one with its `internal_reference`, `gtin` or `quantity`, else is added.",
    translations: "Translations by locale; each replaces the label's translation in its locale."
  },
  ExportedLabel: {
    grape_varieties: "The grape variety rows, with their ids.",
    ingredients: "The ingredient rows, with their ids.",
    packagings: "The packaging parts, with their ids.",
    certifications: "The certifications, with their ids."
  },
  ImportResult: {
    dry_run: "Whether this was a dry run (`dry_run=true`).",
    applied: "Whether the rows were stored: false for a dry run and for a run with a failing row.",
    summary:
      "How many labels did what, and from how many rows (a CSV label spans one row per format: the template's " +
      "two rows are one label).",
    rows: "One result per input row, in input order."
  },
  ImportSummary: {
    labels:
      "Labels in the import: one per JSON document; in CSV, the rows with the same `internal_reference` (else `gtin`) " +
      "are one label.",
    create: "Labels created (in a dry run or a rejected run: that would have been created).",
    update: "Existing labels changed (matched by `internal_reference`, else `gtin`).",
    unchanged: "Labels equal to their stored version: nothing written.",
    error: "Labels with a failing row (then nothing was imported).",
    rows: "Input rows read: CSV lines after the header, or JSON documents."
  },
  ImportRejectedProblemEncoded: {
    summary: "How many labels would have done what, and from how many rows.",
    rows: "One result per input row, in input order; `action` `error` names each failing field."
  },
  ImportRowResult: {
    row: "The input row: the CSV line (the header is line 1), or the document's position in the array from 1.",
    action: "`create`, `update`, `unchanged`, or `error`.",
    label_id: "The label the row created or updated (a dry run's new ids are not stored).",
    errors: "Each failing field of the row, with a message; empty unless `action` is `error`."
  },
  ImportIssue: {
    field: "The CSV column (`format_quantity`, `description@de`) or document path (`formats[1].quantity`).",
    message: "What is wrong there."
  }
}

/** The members of every problem body (RFC 9457). */
const problemMembers: Readonly<Record<string, string>> = {
  type: "`/problems/<slug>`: which problem; `GET` it for a page that explains it.",
  title: "Short, fixed summary of the problem type.",
  status: "The HTTP status code.",
  detail: "What went wrong with this request.",
  instance: "Correlation id (`urn:uuid:…`) of the server's log line, on 500 answers.",
  errors: "Each failing field or query parameter.",
  path: "Where: `name`, `formats[0].quantity`, `[3].ingredient_id`; empty for the whole body.",
  message: "What is wrong there."
}

/** Names that mean the same in any catalogue or list row. */
const generic: Readonly<Record<string, string>> = {
  id: "Id (UUID); catalogue ids are the same on every install.",
  name: "Name, in the requested `locale` where the catalogue has one (else the base name).",
  order: "Position in the list (ascending).",
  items: "The rows, in their order.",
  document: "The stored document."
}

const describe = (owner: string, problem: boolean, key: string): string | undefined =>
  bySchema[owner]?.[key] ?? (problem ? problemMembers[key] : undefined) ?? fieldDescriptions[key] ?? generic[key]

/** Gives every property below `schema` that has none a description. */
const fill = (schema: unknown, owner: string, problem: boolean): void => {
  if (Array.isArray(schema)) {
    for (const item of schema) fill(item, owner, problem)
    return
  }
  if (typeof schema !== "object" || schema === null) return
  const node = schema as Json
  const properties = node.properties as Record<string, Json> | undefined
  if (properties !== undefined) {
    for (const [key, property] of Object.entries(properties)) {
      const description = describe(owner, problem, key)
      if (typeof property.description !== "string" && description !== undefined) property.description = description
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === "properties") {
      for (const property of Object.values(value as Json)) fill(property, owner, problem)
    } else if (key !== "examples" && key !== "example") fill(value, owner, problem)
  }
}

/** Describes the properties of every component schema and of the schemas inline in the paths. */
export const describeProperties = (spec: { components: { schemas: Json }; paths: Json }): void => {
  for (const [name, schema] of Object.entries(spec.components.schemas))
    fill(schema, name, name.endsWith("ProblemEncoded"))
  fill(spec.paths, "", false)
}
