/**
 * Descriptions of the path and query parameters. The generator gives a
 * parameter none of its own (a query Schema's description lands on the
 * parameter's `schema`, where `/docs` shows it only as a type hint), so this
 * names what each one does, by name, with the bound from the Schema where
 * it has one. `id` means the resource the path is under.
 */
type Json = Record<string, unknown>

/** What `{id}` names, by the first segment after `/v1/`. */
const idOf: Readonly<Record<string, string>> = {
  workspaces: "The workspace's id (UUID).",
  brands: "The brand's id (UUID).",
  "business-operators": "The business operator's id (UUID).",
  labels: "The label's id (UUID).",
  "label-formats": "The format's id (UUID).",
  "marketing-qr-codes": "The marketing QR code's id (UUID).",
  media: "The media's id (UUID), as the upload answered it.",
  "publish-requests": "The publish request's id (UUID), as filing it answered."
}

/** What the path parameters other than `id` name. */
const pathParameters: Readonly<Record<string, string>> = {
  locale:
    "The translation's language: a supported locale code (the 24 official EU languages, e.g. `de`, `fr`, and " +
    "`no`, `is`, `ca`, `eu`, `gl`, `tr`, `uk`, `ru`, `zh`, `ja`, `ko`); another answers 400 `unknown-locale`.",
  version: "The version's number, from 1 (the oldest), as `GET /v1/labels/{id}/versions` lists them.",
  webhook_id: "The webhook endpoint's id (UUID).",
  key_id: "The API key's id (UUID), from `GET /v1/workspaces/{id}/api-keys`.",
  delivery_id: "The delivery's id (UUID), from `GET …/webhooks/{webhook_id}/deliveries`."
}

/** What the query parameters do. An empty value (`?q=`) counts as absent. */
const queryParameters: Readonly<Record<string, string>> = {
  limit: "How many items to answer (default 50)",
  offset: "How many items to skip before the first one answered (default 0)",
  workspace_id: "Only those of this workspace (UUID); omitted: every workspace the caller is a member of.",
  brand_id: "Only the labels of this brand (UUID).",
  archived: "`true`: only archived labels; `false`: only labels not archived; omitted: both.",
  locale:
    "Language of the names (a locale code such as `de`); a language the catalogue has no names in answers the " +
    "base names.",
  lang: "Language of the page (a language tag such as `de`), as `?lang=` on `/l/{ref}`; omitted: `Accept-Language`.",
  dry_run: "`true`: check every row and change nothing (200 with `applied` false); omitted or `false`: import.",
  from: "First day counted, a UTC date (`2025-01-31`), included; default: 29 days before `to`.",
  to: "Last day counted, a UTC date, included; default: today (UTC). The range spans at most 366 days.",
  size: "Width and height of the image in pixels (PNG default 512; an SVG without it scales to its container)",
  margin: "Quiet zone around the code, in modules (default 4)",
  quiet_zone: "Quiet zone around the code, in modules",
  small_pack:
    "`true`: the package's largest surface is under 80 cm², so text is set at an x-height of 0.9 mm instead of 1.2 mm.",
  volume: "`true`: print the nominal volume (of the format, else the label); default `false`.",
  alcohol: "`true`: print the alcoholic strength as labelled; default `false`.",
  packaging: "`true`: print each packaging component's material code and collection; default `false`.",
  published: "`true`: only the published labels; default `false` (drafts too).",
  label_id: "Only these labels: their ids (UUIDs), comma-separated.",
  resource_type: "Only the audit events on this kind of resource (`label`, `format`, `webhook`, `api_key`, `member`).",
  resource_id: "Only the audit events on the resource with this id.",
  actor: "Only the audit events by this user (its `sub`) or API key (its id).",
  action: "Only the audit events of this action (`label.update`, `label.publish`, `member.add`, …).",
  filename: "The file's name to keep with it (shown as the data sheet's link text); omitted: none.",
  state: "Only the publish requests in this state: `pending`, `approved` or `rejected`.",
  kind: "Only media of this kind: `image` (pictures) or `document` (PDFs)."
}

/** What `q` searches, by path. */
const searchOf: Readonly<Record<string, string>> = {
  "/v1/labels": "A search term: only the labels whose name or internal name contains it, ignoring case.",
  "/v1/catalog/grape-varieties":
    "A search term: only the varieties whose name or a synonym contains it, ignoring case and accents."
}

const pathDescription = (path: string, name: string): string | undefined =>
  name === "id" ? idOf[path.split("/")[2] ?? ""] : pathParameters[name]

const queryDescription = (path: string, name: string, schema: Json | undefined): string | undefined => {
  if (name === "q") return searchOf[path]
  // The kits' `lang` lists the languages to print, not the page's: its Schema says so.
  if (name === "lang" && /print-kit|nutrition/.test(path) && typeof schema?.description === "string") {
    return `${schema.description.charAt(0).toUpperCase()}${schema.description.slice(1)}.`
  }
  // The audit log's filters say what they do in their Schemas (`from`/`to` are instants there, not days).
  const own = path.endsWith("/audit") && (name === "from" || name === "to") ? undefined : queryParameters[name]
  const bound = typeof schema?.description === "string" ? schema.description : undefined
  if (bound === undefined) return own
  // The Schema's own description (`ecc`, `fg`, `bg`) says it all; a bare bound (`limit`) completes ours.
  return own === undefined ? `${bound.charAt(0).toUpperCase()}${bound.slice(1)}.` : `${own}: ${bound}.`
}

/** The description of a parameter of `path`, if this module knows one. */
export const parameterDescription = (path: string, parameter: Json): string | undefined => {
  const name = String(parameter.name)
  if (parameter.in === "path") return pathDescription(path, name)
  if (parameter.in === "query") return queryDescription(path, name, parameter.schema as Json | undefined)
  return undefined
}

/** Gives every parameter of every operation in `paths` that has none a description. */
export const describeParameters = (paths: Json): void => {
  for (const [path, item] of Object.entries(paths)) {
    for (const operation of Object.values(item as Record<string, { parameters?: Array<Json> }>)) {
      for (const parameter of operation.parameters ?? []) {
        const description = parameterDescription(path, parameter)
        if (typeof parameter.description !== "string" && description !== undefined) {
          parameter.description = description
        }
      }
    }
  }
}
