/**
 * What each label field means, for the API reference. Units are those the
 * domain computes with (`Energy.ts`): alcohol in % vol, the analysis values
 * residual sugar, acidity and glycerin in g/l, nutrition values per 100 ml.
 * "Stored as given" marks fields this service keeps for the producer's own
 * use without interpreting them.
 */
import {
  COLOR_CODES,
  DEALCOHOLISATION_CODES,
  PACKAGING_GAS_CODES,
  PRODUCT_TYPE_CODES,
  SWEETNESS_CODES
} from "../CodedValues.ts"
import { coded } from "./coded.ts"

const stored = "Stored and returned as given; this service does not interpret it."

const hidden = (who: string) =>
  `When true, the e-label page leaves out the ${who} (true, false or null: null counts as false).`

const negligible = (what: string) =>
  `When true, ${what} is declared "0 g" (or, with \`summarize_small_amounts\`, in the "Contains negligible amounts of" line).`

export const labelFieldDescriptions: Record<string, string> = {
  is_non_vintage: "True for a wine without a vintage (a blend of years): the page then shows no vintage.",
  is_archived:
    "Archived labels cannot be published (a published one stays online); `GET /v1/labels?archived=` filters on it.",
  internal_name: "The producer's own name for the label, never shown to consumers.",
  name_line_2: "Second line of the wine's name on the e-label page (e.g. the grape or the vineyard).",
  name_line_3: "Third line of the wine's name on the e-label page.",
  name_line_2_small: "When true, `name_line_2` is printed in a smaller type.",
  name_line_3_small: "When true, `name_line_3` is printed in a smaller type.",
  vintage: "The harvest year as printed (`2024`); null or omitted for non-vintage wines.",
  gtin: "Global Trade Item Number of the bottle (GTIN-8, -12, -13 or -14), as printed under the barcode.",
  consumer_product_variant: "GS1 consumer product variant (AI 22) distinguishing variants that share a GTIN.",
  lot: "Lot (batch) number as printed on the bottle.",
  internal_reference: "The producer's own article number or reference; not shown to consumers.",
  label_design: `Name of the page design the producer chose. ${stored}`,
  color: coded("Colour of the wine", COLOR_CODES, "rose"),
  product_type: coded(
    "Category of the grapevine product (Reg. (EU) No 1308/2013 Annex VII Part II), shown unless " +
      "`show_product_type` is false",
    PRODUCT_TYPE_CODES,
    "quality_sparkling_wine"
  ),
  sweetness: coded(
    "Sugar content (Delegated Reg. (EU) 2019/33 Annex III: the page prints Part A's term for sparkling product " +
      "types, Part B's otherwise), shown unless `show_sweetness` is false",
    SWEETNESS_CODES,
    "medium_dry"
  ),
  packaging_gas: coded(
    "Packaging-gas statement (Delegated Reg. (EU) 2019/33 as amended by Delegated Reg. (EU) 2023/1606): " +
      '`protective_atmosphere` is "Bottled under a protective atmosphere", `may_protective_atmosphere` is ' +
      '"Bottling may take place under a protective atmosphere"; printed alone',
    PACKAGING_GAS_CODES,
    "protective_atmosphere"
  ),
  inspection_number:
    "Official quality inspection number (e.g. the German A.P.Nr.), shown when `show_inspection_number`.",
  organic_certificate_number: `Number of the organic certificate of the wine. ${stored}`,
  minimum_durability_date: `Best-before date as printed, free text. ${stored}`,
  dealcoholisation_status: coded(
    "De-alcoholisation (Reg. (EU) No 1308/2013 Art. 119(1)(a), as amended by Reg. (EU) 2021/2117)",
    DEALCOHOLISATION_CODES,
    "partially_dealcoholised"
  ),
  dealcoholisation_applied: `True when a dealcoholisation treatment was applied. ${stored}`,
  marketing_link_type: `Kind of the marketing link (\`marketing_link_href\`), free text. ${stored}`,
  image_orientation: `Orientation of the bottle image (e.g. \`portrait\`, \`landscape\`), free text. ${stored}`,
  notes: "The producer's private notes; never shown to consumers and never part of a label version.",
  marketing_link_href: "A link from the e-label page to the producer's marketing content (absolute http(s) URL).",
  outside_eu_forward_href: `Where visitors from outside the EU should be sent (absolute http(s) URL). ${stored}`,
  scan_with_service_href: `Link of a third-party scan service (absolute http(s) URL). ${stored}`,
  scan_with_service_forward_href: `Forward link of a third-party scan service (absolute http(s) URL). ${stored}`,
  producer_number_only: "When true, the page names the producer by its identification number only.",
  bottler_number_only:
    "When true, the page names the bottler by its `registration_number` only (nothing when its record has none).",
  distributor_number_only:
    "When true, the page names the distributor by its `registration_number` only (nothing when its record has none).",
  hide_producer: hidden("producer"),
  hide_bottler: hidden("bottler"),
  hide_distributor: hidden("distributor"),
  hide_ppwr_importer: hidden("importer named under the Packaging and Packaging Waste Regulation"),
  hide_ppwr_manufacturer: hidden("manufacturer named under the Packaging and Packaging Waste Regulation"),
  hide_conformity_declaration: `When true, the declaration of conformity is not shown. ${stored}`,
  fat_negligible: negligible("fat (and saturated fat)"),
  carbohydrates_negligible: negligible("carbohydrate (and sugars)"),
  protein_negligible: negligible("protein"),
  salt_negligible: negligible("salt"),
  calculate_manually:
    "When true, `energy_kj` and `energy_kcal` are taken as entered; otherwise the page computes the energy " +
    "out of the analysis with the Annex XIV factors of Regulation (EU) No 1169/2011.",
  summarize_small_amounts:
    'When true, the nutrients flagged negligible leave the table for one line "Contains negligible amounts of …" ' +
    "(Regulation (EU) No 1169/2011 Art. 34(5)).",
  use_gs1_digital_link:
    "When true, the label takes part in GS1 Digital Link resolution: `/01/{gtin}` (and `/01/{gtin}/22/{cpv}`, " +
    "`/01/{gtin}/10/{lot}`) lead to its page, and its QR codes carry that link.",
  use_recycling_regulations: `When true, recycling notes follow the regulations of the visitor's country. ${stored}`,
  show_allergen_text: "When true, the page shows the translation's `allergen_text` beside the ingredient list.",
  show_inspection_number: "When true, the page shows `inspection_number`.",
  show_product_type: "When false, the page hides `product_type` (null counts as true).",
  show_quantity: "When false, the page hides the fill volume (null counts as true).",
  show_sweetness: "When false, the page hides `sweetness` (null counts as true).",
  alcohol: "Actual alcoholic strength as analysed, in % vol (0 to 100); used to compute the energy.",
  alcohol_label:
    "Alcoholic strength as printed on the label, in % vol (0 to 100); shown on the page, and used for the energy " +
    "when `alcohol` is null.",
  residual_sugar:
    "Residual sugar in g/l, as the wine analysis reports it (divided by 10 for the declaration per 100 ml).",
  acidity: "Total acidity in g/l, expressed as tartaric acid, as the wine analysis reports it.",
  glycerin: "Glycerol in g/l, as the wine analysis reports it; counts towards the energy as a polyol.",
  sugar: "Sugars in g per 100 ml, as the nutrition declaration prints them; null: residual sugar ÷ 10.",
  energy_kcal: "Energy in kcal per 100 ml; used as entered when `calculate_manually` is true.",
  energy_kj: "Energy in kJ per 100 ml; used as entered when `calculate_manually` is true.",
  fat: "Fat in g per 100 ml.",
  saturated_fat: "Saturated fat in g per 100 ml.",
  carbohydrates: "Carbohydrate in g per 100 ml; null: the sugars.",
  protein: "Protein in g per 100 ml.",
  salt: "Salt in g per 100 ml.",
  portion_size: `Size of a portion in ml, for a declaration per portion. ${stored}`,
  country_of_origin_id: "Country of origin, an id of `GET /v1/catalog/countries`.",
  single_vineyard_id: `Id of the single vineyard the wine comes from. ${stored}`,
  production_method_id: "Production method, an id of `GET /v1/catalog/production-methods`.",
  bottler_id:
    "The bottler, an id of `GET /v1/business-operators` of the label's workspace; the page prints its name, address " +
    "and number (only the number with `bottler_number_only`) unless `hide_bottler`.",
  distributor_id:
    "The distributor, an id of `GET /v1/business-operators` of the label's workspace; printed like the bottler " +
    "(`distributor_number_only`, `hide_distributor`).",
  ppwr_importer_id:
    "The importer (Packaging and Packaging Waste Regulation), an id of `GET /v1/business-operators` of the label's " +
    "workspace; printed unless `hide_ppwr_importer`.",
  ppwr_manufacturer_id:
    "The packaging's manufacturer (Packaging and Packaging Waste Regulation), an id of `GET /v1/business-operators` " +
    "of the label's workspace; printed unless `hide_ppwr_manufacturer`.",
  image_id: `Id of the bottle image in the producer's media. ${stored}`,
  original_image_id: `Id of the image before cropping. ${stored}`,
  data_sheet_file_id: `Id of the technical data sheet file. ${stored}`,
  inspection_report_id: `Id of the inspection report file. ${stored}`,
  primary_brand_asset_id: `Id of the brand asset (logo) to show. ${stored}`,
  default_format_id: "The format the label's own short link and QR code stand for; one of `formats`.",
  short_url_marketing: `Short link of the label's marketing page. ${stored}`,
  formats: "The bottle sizes the wine is sold in, each with its own ref and short link; at most 200.",
  translations: "The label's texts per language (`locale`); the page picks the closest to the visitor's.",
  quantity:
    "Fill volume in millilitres (an integer from 1 to 100000 in requests, e.g. 750 or 1500). On a label create or " +
    "duplicate, it makes the default format."
}
