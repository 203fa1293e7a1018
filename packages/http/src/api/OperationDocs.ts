/**
 * What every operation does, for `/docs` and `/openapi.json`: a description
 * per operation (and a summary where the endpoint's own would repeat
 * another's), by operation id (`<group>.<endpoint>`). The OpenAPI test fails
 * for an operation missing here, or two operations that read alike.
 */
export interface OperationDoc {
  readonly description: string
  /** Replaces the endpoint's own summary. */
  readonly summary?: string
}

const replaceList = (what: string, rows: string): OperationDoc => ({
  summary: `Replace the label's ${what}`,
  description:
    `Replaces the label's whole list of ${what} with the array sent, in the order given: ${rows}. An empty array ` +
    "clears it. Answers the stored list; the label's `version` (and `ETag`) moves on, and `If-Match` takes the " +
    "label's tag."
})

const qrImage = (what: string, format: "SVG" | "PNG"): OperationDoc => ({
  description:
    `The QR code of ${what} as ${format === "SVG" ? "an SVG image (scalable, for print)" : "a PNG image (pixels, for screens)"}. ` +
    "It encodes the link a scan must open; any member of the workspace, viewers included, may fetch it."
})

export const operationDocs: Readonly<Record<string, OperationDoc>> = {
  "workspaces.list": { description: "The workspaces the caller (the token's `sub`) is a member of, paged." },
  "workspaces.get": {
    description:
      "One workspace with its plan, feature flags and marketing QR quota. 404 when the caller is not a member."
  },
  "brands.list": { description: "The brands of `workspace_id`, or of every workspace of the caller, paged." },
  "brands.create": {
    description:
      "Creates a brand in a workspace the caller may write. 201 with `Location`; `Idempotency-Key` makes a retry safe."
  },
  "brands.get": { description: "One brand: its address, contacts and links." },
  "brands.patch": {
    description: "Changes the fields sent; `null` clears a field. `If-Match` guards against lost updates."
  },
  "brands.publish": { description: "Marks the brand published. Publishing twice changes nothing." },
  "brands.unpublish": { description: "Marks the brand unpublished. Unpublishing twice changes nothing." },
  "businessOperators.list": {
    description:
      "The business operators (bottlers, distributors, importers, manufacturers) of `workspace_id`, or of every " +
      "workspace of the caller, paged, oldest first."
  },
  "businessOperators.create": {
    description:
      "Creates a business operator in a workspace the caller may write: the name, address and number a page prints " +
      "for a label that names it (`bottler_id`, `distributor_id`, `ppwr_importer_id`, `ppwr_manufacturer_id`). 201 " +
      "with `Location`; `Idempotency-Key` makes a retry safe."
  },
  "businessOperators.get": { description: "One business operator: its name, address and registration number." },
  "businessOperators.patch": {
    description:
      "Changes the fields sent; `null` clears a field; `If-Match` guards against lost updates. Every published label " +
      "that names the operator gets a new version: its page prints the operator's name, address and number."
  },
  "businessOperators.delete": {
    description:
      "Deletes a business operator no label of its workspace names (409 while one does; `If-Match` guards it, 412). " +
      "The versions of labels keep their own copy, so no page already served changes."
  },
  "labels.list": {
    description:
      "The labels of the caller's workspaces, narrowed by `workspace_id`, `brand_id`, `archived`, `state` (`draft`, `published`, or `changed` since " +
      "published) and `q` (name search), paged."
  },
  "labels.create": {
    description:
      "Creates a draft label. With `quantity`, `gtin`, `consumer_product_variant` or `lot` it also creates its " +
      "default format. 201 with `Location`; `Idempotency-Key` makes a retry safe."
  },
  "labels.get": { description: "One label with every field, its formats and its translations." },
  "labels.patch": {
    description:
      "Changes the label fields sent (not its child lists, translations or publish state); `null` clears a field. " +
      "A change a consumer sees records a new version of a published label."
  },
  "labels.delete": {
    description:
      "Deletes a label that was never published, with its formats and lists. A label ever published: 409, archive it."
  },
  "labels.duplicate": {
    description:
      "Copies the label with its lists and translations into a new draft with fresh refs; fields sent override the " +
      "copy's, and `formats` replaces its formats. Answers the new label's id."
  },
  "labels.publish": {
    description:
      "Puts the label's e-label page online: `is_published`, `published_at`, and the `short_url` of the label and " +
      "of each format. Needs the plan's `can_publish`; archived labels are refused. Publishing twice changes nothing."
  },
  "labels.unpublish": {
    description:
      "Takes the page offline: its links answer 410. `short_url` and `published_at` stay, so publishing again restores it."
  },
  "labels.putTranslation": {
    description: "Sets the label's texts in one language (the path's locale); a field left out becomes null."
  },
  "labels.addFormat": {
    description:
      "Adds a bottle size with its own ref (chosen or generated) and GTIN. Its `short_url` is set once the label is " +
      "published. 201 with `Location`."
  },
  "labels.putGrapeVarieties": replaceList("grape varieties", "variety ids, optional synonym and percentage"),
  "labels.putIngredients": replaceList("ingredients", "catalogue ingredient ids, `order` and `is_organic`"),
  "labels.putPackagings": replaceList("packaging parts", "type, material and collection of each part"),
  "labels.putCertifications": replaceList("certifications", "catalogue certification ids"),
  "labelVersions.list": { description: "Every version of the label's public pages, newest first, without documents." },
  "labelVersions.get": { description: "One version with the document its pages were built from." },
  "labelVersions.page": {
    description: "The HTML consumer page as this version showed it (`lang` picks the language), byte for byte."
  },
  "imports.import": {
    description:
      "Imports labels into the workspace from CSV or from label documents, every row through the rules of the " +
      "single-label endpoints, in one transaction: all rows or none. Each row answers `row`, `action`, `label_id` " +
      "and `errors`. Writers only."
  },
  "imports.template": {
    description:
      "A CSV file with every import column (label fields, `format_*`, the child lists, `<field>@<locale>` " +
      "translations) and an example label with two formats, ready to fill in."
  },
  "imports.export": {
    description:
      "Every label of the workspace with its formats, translations, child lists and brand name, as one JSON " +
      "array. Any member may export; the answer streams, so it starts at once whatever the workspace's size."
  },
  "labelFormats.get": { description: "One format of a label." },
  "labelFormats.patch": { description: "Changes the format fields sent; its `ref` is fixed. `null` clears a field." },
  "labelFormats.delete": {
    description: "Deletes a format; when it was the label's default format, the label is left without a default."
  },
  "marketingQrCodes.list": {
    description: "The marketing QR codes of `workspace_id`, or of every workspace of the caller, paged."
  },
  "marketingQrCodes.create": {
    description: "Creates a draft marketing code: its link is not active until published. 201 with `Location`."
  },
  "marketingQrCodes.get": { description: "One marketing code with its targets, UTM fields, expiry and `geo_count`." },
  "marketingQrCodes.patch": { description: "Changes the code's fields sent; scans follow the new targets at once." },
  "marketingQrCodes.delete": { description: "Deletes a draft code; a published one must be unpublished first." },
  "marketingQrCodes.publish": {
    description:
      "Activates the link (`short_url`, `/q/{ref}`): scans redirect and count. Takes one of the plan's QR codes; " +
      "403 `plan-limit` when none is left."
  },
  "marketingQrCodes.unpublish": { description: "Deactivates the link (410 page) and gives the quota slot back." },
  "qrImages.labelSvg": qrImage("a label", "SVG"),
  "qrImages.labelPng": qrImage("a label", "PNG"),
  "qrImages.formatSvg": qrImage("a format", "SVG"),
  "qrImages.formatPng": qrImage("a format", "PNG"),
  "qrImages.marketingSvg": qrImage("a marketing code (a draft's opens its 'not active yet' page)", "SVG"),
  "qrImages.marketingPng": qrImage("a marketing code (a draft's opens its 'not active yet' page)", "PNG"),
  "catalog.ingredients": { description: "Every ingredient a label may list." },
  "catalog.closureTypes": { description: "Closure types (cork, screw cap, …) with their material and weight." },
  "catalog.grapeVarieties": { description: "Grape varieties with their synonyms; `q` searches names and synonyms." },
  "catalog.ingredientCategories": {
    description: "The headings ingredients are listed under, in the order a label lists them."
  },
  "catalog.materials": { description: "Packaging materials with their identification codes of Decision 97/129/EC." },
  "catalog.countries": { description: "Countries by ISO 3166-1 alpha-2 code, for origins and addresses." },
  "catalog.certifications": { description: "Certifications a label may show (organic, sustainability, …)." },
  "catalog.productionMethods": { description: "Production methods a label may name." },
  "system.live": { description: "Answers 200 while the process runs: for a liveness probe. No token needed." },
  "system.ready": {
    description: "Answers 200 when the database answers, 503 otherwise: for a readiness probe. No token needed."
  }
}
