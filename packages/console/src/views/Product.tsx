/** The product group: names, vintage, category, colour, sweetness, alcohol, origin and production method. */
import { t } from "../i18n/index.ts"
import { colours, productTypes, sweetnesses, words } from "./codes.ts"
import { type LabelFields, numberOrNull } from "./LabelFields.tsx"
import { type CatalogEntry, useCatalog } from "./useCatalog.ts"

const asWords = (codes: ReadonlyArray<string>) => codes.map((code) => [code, words(code)] as const)
const entries = (catalog: ReadonlyArray<CatalogEntry>) =>
  catalog.map((entry) => [entry.id, entry.name ?? entry.id] as const)

export const Product = ({ fields }: { readonly fields: LabelFields }) => {
  const countries = useCatalog("/v1/catalog/countries")
  const methods = useCatalog("/v1/catalog/production-methods")
  return (
    <fieldset>
      <legend>{t("product")}</legend>
      {fields.input("name", t("name"), (value) => value)}
      {fields.input("name_line_2", t("nameLine2"))}
      {fields.input("name_line_3", t("nameLine3"))}
      {fields.input("vintage", t("vintage"))}
      {fields.check("is_non_vintage", t("nonVintage"))}
      {fields.select("product_type", t("category"), asWords(productTypes))}
      {fields.select("color", t("colour"), asWords(colours))}
      {fields.select("sweetness", t("sweetness"), asWords(sweetnesses))}
      {fields.input("alcohol", t("alcohol"), numberOrNull)}
      {fields.input("alcohol_label", t("alcoholLabel"), numberOrNull)}
      {fields.select("country_of_origin_id", t("countryOfOrigin"), entries(countries))}
      {fields.select("production_method_id", t("productionMethod"), entries(methods))}
      {fields.input("locale", t("locale"))}
    </fieldset>
  )
}
