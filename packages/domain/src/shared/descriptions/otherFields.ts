/**
 * What the fields of brands, workspaces, formats, marketing QR codes,
 * translations, child lists, versions and lists mean, for the API
 * reference; the fields every resource shares first. Names that mean
 * different things in different resources (`id`, `name`, `order`, `code`)
 * are described where their Schema is built.
 */
import { COLLECTION_CODES, PACKAGING_TYPE_CODES } from "../CodedValues.ts"
import { coded } from "./coded.ts"

const stored = "Stored and returned as given; this service does not interpret it."
const link = (what: string) => `${what} (absolute http(s) URL).`
/** A translation text the e-label page shows, and where (`http/src/public/ELabelHtml.ts`). */
const shown = (what: string, where: string) => `${what}, in the translation's language; shown ${where} when set.`
/**
 * A translation text the e-label page never shows. The page carries the
 * label's particulars, not sales and marketing information, which Art. 119
 * of Reg. (EU) No 1308/2013 (as amended by Reg. (EU) 2021/2117) keeps off an
 * e-label; the text is kept with the label for the producer's own channels.
 */
const notShown = (what: string) =>
  `${what}, in the translation's language. Not shown on the e-label page, which carries no sales or marketing ` +
  "information (Reg. (EU) No 1308/2013 Art. 119, as amended by Reg. (EU) 2021/2117); kept with the label for your " +
  "own site or shop: returned by the API, exported and imported."
const HEADING = "on the e-label page under the wine's name"
const feature = (what: string) => `Whether the plan includes ${what}.`

export const sharedFieldDescriptions: Record<string, string> = {
  workspace_id: "The workspace the resource belongs to.",
  webhook_id: "The webhook endpoint the delivery goes to.",
  event_type: "The event's type, as in the payload's `type` (see the webhooks section).",
  brand_id: "The brand the label is sold under; a brand of the same workspace.",
  label_id: "The label the format belongs to.",
  version: "Revision counter, increased by every write; the `ETag` is derived from it (`If-Match` on writes).",
  created_at: "When the resource was created (ISO 8601 UTC, milliseconds).",
  updated_at: "When the resource last changed (ISO 8601 UTC, milliseconds).",
  published_at: "When the resource was first published (ISO 8601 UTC); kept when it is unpublished. Output only.",
  is_published: "Whether the public link answers now. Changed only by the publish and unpublish operations.",
  ref: "Public short-link reference: 1 to 64 of `A-Z a-z 0-9 _ -`, unique service-wide, never changed once set.",
  short_url:
    "The public link behind the QR code, `{base}/l/{ref}` (labels, formats) or `{base}/q/{ref}` (marketing codes); " +
    "null until first published. Output only.",
  locale: "Language of the texts, an ISO 639-1 code (`en`, `de`, …; where listed, one of the codes listed).",
  // Brands
  slug: "URL-friendly form of the brand's name. Output only.",
  is_primary_brand: "The workspace's primary brand; setting it true clears it on the workspace's other brands.",
  city: "City of the brand's address, shown with the producer on the e-label page.",
  street: "Street and number of the brand's address.",
  zipcode: "Postal code of the brand's address.",
  email: `Contact e-mail address. ${stored}`,
  phone: `Contact phone number. ${stored}`,
  managing_director_under_commercial_law: `Managing director as the commercial register names them. ${stored}`,
  vat: `VAT identification number. ${stored}`,
  company_registration_number: `Commercial register number. ${stored}`,
  producer_identification_number: "The producer's official identification number, shown with the producer.",
  organic_certification_number: `The brand's organic control body number. ${stored}`,
  commercial_court: `Court of the commercial register. ${stored}`,
  imprint: `Legal notice text. ${stored}`,
  label_bg_hero_color: `Background colour of the page header (e.g. \`#7b2d26\`). ${stored}`,
  website: link("The brand's website"),
  webshop: link("The brand's online shop"),
  imprint_href: link("The brand's legal notice page"),
  privacy_href: link("The brand's privacy policy"),
  facebook: link("Facebook page"),
  instagram: link("Instagram profile"),
  youtube: link("YouTube channel"),
  tiktok: link("TikTok profile"),
  linkedin: link("LinkedIn page"),
  country_id: "Country of the address, an id of `GET /v1/catalog/countries`.",
  logo_id: `Id of the brand's logo in its media. ${stored}`,
  default_bottler_id: `Bottler new labels of this brand start with. ${stored}`,
  default_distributor_id: `Distributor new labels of this brand start with. ${stored}`,
  // Workspaces
  owned_by:
    "User id (token `sub`) of an owner of the workspace: the first owner added, and when they stop being one the " +
    "remaining owner who became one earliest; null when the workspace has no owner.",
  billing_type: `How the workspace is billed. ${stored}`,
  is_standard: "The standard plan: labels and publishing, no marketing.",
  is_pro: "The pro plan: adds marketing QR codes (10 included) and analytics.",
  is_premium: "The premium plan: every feature, 100 marketing QR codes included.",
  can_publish: "Whether labels of the workspace may be published (else publishing is a 403 `plan-limit`).",
  publish_approval:
    "Whether publishing needs approval: editors and API keys request it (`POST /v1/labels/{id}/publish-requests`) " +
    "and an owner or admin other than the requester approves. Owners and admins change it (`PATCH`). Default false.",
  feature_labels: feature("labels"),
  feature_events: feature("events"),
  feature_marketing: feature("marketing QR codes"),
  feature_analytics: feature("scan analytics"),
  feature_media_kit: feature("the media kit"),
  feature_packaging_units: feature("packaging units"),
  included_marketing_qr_codes: "How many marketing QR codes may be published at once; null: unlimited.",
  available_marketing_qr_codes: "How many more may be published now: included minus published; null: unlimited.",
  atlas_listing_enabled: `Whether the producer agreed to a public listing. ${stored}`,
  enable_allergen_text: `Whether the allergen text option is offered. ${stored}`,
  enable_ppwr_operator_info: `Whether the packaging operator options are offered. ${stored}`,
  report_email_opt_in: `Whether the owner gets report e-mails. ${stored}`,
  onboarding_completed: `Whether the producer finished the onboarding. ${stored}`,
  premium_started_at: "When the premium plan was first switched on (ISO 8601 UTC).",
  pro_started_at: "When the pro plan was first switched on (ISO 8601 UTC).",
  default_label_design: `Design new labels start with. ${stored}`,
  // Formats
  shop_url: link("Where this format can be bought"),
  available_from: "Date from which the format is sold (ISO date `YYYY-MM-DD`).",
  // Marketing QR codes
  url: link("Where a scan of the code leads (devices without their own URL)"),
  ios_url: link("Where a scan from an iPhone or iPad leads; null: `url`"),
  android_url: link("Where a scan from an Android device leads; null: `url`"),
  expires_at: "From this moment (ISO 8601 date-time with offset) scans go to `expired_url`, or get a 410 page.",
  expired_url: link("Where scans go after `expires_at`; null: a 410 page"),
  utm_source: "Appended to the target as `utm_source` (campaign analytics); a value already in the URL is replaced.",
  utm_medium: "Appended to the target as `utm_medium`.",
  utm_campaign: "Appended to the target as `utm_campaign`.",
  utm_term: "Appended to the target as `utm_term`.",
  utm_content: "Appended to the target as `utm_content`.",
  geo_count: "Number of distinct countries scans came from (needs `ELABEL_GEO_HEADER` on the server).",
  // Translations
  description: notShown("Short description of the wine"),
  description_full: notShown("Long description of the wine"),
  designation_of_origin: shown("Protected designation or geographical indication as worded on the label", HEADING),
  origin: notShown(
    "Origin of the wine in your words (the page names the country of `country_of_origin_id` and this " +
      "translation's `region` and `designation_of_origin`)"
  ),
  region: shown("Wine-growing region", HEADING),
  quality: shown("Quality level (e.g. Prädikat)", HEADING),
  sensory_description: notShown("Tasting note"),
  aroma: notShown("Aromas"),
  serving_temperature: notShown("Serving temperature, as written (e.g. `8–10 °C`)"),
  harvest_date: notShown("Harvest date or period, as written"),
  age_of_the_vines: notShown("Age of the vines, as written"),
  soil: notShown("Soil"),
  yield_per_hectare: notShown("Yield per hectare, as written"),
  maturation: notShown("Maturation (vessel, duration)"),
  aging_potential: notShown("Ageing potential"),
  single_vineyard: notShown("Single vineyard name"),
  allergen_text:
    "Free allergen statement in the translation's language, shown in the page's allergens section when the label's " +
    "`show_allergen_text` is true.",
  custom_ingredients: shown(
    "Ingredient statement written by hand",
    "in the page's ingredients section, after the ingredients of the label's list"
  ),
  message_certifications: shown("Note on certifications", "in the page's certifications section"),
  message_food_pairing: notShown("Food pairing suggestion"),
  message_geographical: shown("Note on the geographical origin", "on the page after the wine's facts"),
  message_organic: shown("Note on organic production", "in the page's certifications section"),
  message_production_method: shown("Note on the production method", "on the page after the wine's facts"),
  message_recycling: shown("Note on recycling the packaging", "in the page's packaging section"),
  message_responsible_consumption: shown("Responsible consumption message", "at the end of the page"),
  message_sustainability: notShown("Note on sustainability"),
  // Child lists
  ingredient_id: "An ingredient, an id of `GET /v1/catalog/ingredients`.",
  is_organic: "When true, the page marks the ingredient as organic (its organic name where the catalogue has one).",
  grape_variety_id: "A grape variety, an id of `GET /v1/catalog/grape-varieties`.",
  grape_variety_synonym_id: "One of that variety's synonyms, to print it under that name instead; null: its name.",
  percentage: "Share of the variety in the wine, in percent (0 to 100).",
  packaging_type: coded("What the part of the packaging is", PACKAGING_TYPE_CODES, "bottle"),
  collection: coded("Where the part goes for recycling", COLLECTION_CODES, "separate_collection"),
  material_id: "Material of the part, an id of `GET /v1/catalog/materials` (its code is printed, e.g. `GL 70`).",
  certification_id: "A certification, an id of `GET /v1/catalog/certifications`.",
  // Label versions
  created_by: "User id (token `sub`) of whoever made the change that recorded this version.",
  content_hash: "SHA-256 (hex) of the canonical JSON (RFC 8785) of `document`.",
  previous_hash: "`content_hash` of the version before; null for version 1. Chains the history.",
  document: "Everything the public pages showed at this version, in every language.",
  // Lists
  items: "The page of results, in a stable order.",
  limit: "The page size asked for (default 50).",
  offset: "How many results come before this page.",
  has_more: "Whether more results follow this page.",
  // Catalogues
  organic_name: "The name to print when the ingredient is organic; null: the plain name, marked organic.",
  is_allergen: "Whether the ingredient is an allergen of Regulation (EU) No 1169/2011 Annex II (printed in bold).",
  ingredient_category_id:
    "The category the ingredient is listed under; an ingredient used for two purposes (citric acid) has an entry " +
    "in each.",
  prints_name: "Whether the label prints the category's name before its ingredients (additive classes do).",
  synonyms: "Other names of the variety, each with its own id.",
  abbreviation: "Material abbreviation of Decision 97/129/EC (e.g. `GL`).",
  number: "Material number of Decision 97/129/EC (e.g. 70).",
  weight: "Weight of the closure in grams.",
  material: "The closure's material.",
  kind: "What the certification is: its category code."
}
