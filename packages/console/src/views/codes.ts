/** The coded values the API lists for a label's product fields (the OpenAPI document's `…Code` enums). */
import type { Schemas } from "../api/client.ts"
import { en, type MessageKey } from "../i18n/en.ts"
import { t } from "../i18n/index.ts"

export const productTypes: ReadonlyArray<Schemas["ProductTypeCode"]> = [
  "wine",
  "liqueur_wine",
  "sparkling_wine",
  "quality_sparkling_wine",
  "quality_aromatic_sparkling_wine",
  "aerated_sparkling_wine",
  "semi_sparkling_wine",
  "aerated_semi_sparkling_wine"
]
export const colours: ReadonlyArray<Schemas["ColorCode"]> = ["red", "white", "rose", "orange"]
export const sweetnesses: ReadonlyArray<Schemas["SweetnessCode"]> = [
  "brut_nature",
  "extra_brut",
  "brut",
  "extra_dry",
  "dry",
  "medium_dry",
  "medium",
  "sweet"
]
export const packagingGases: ReadonlyArray<Schemas["PackagingGasCode"]> = [
  "protective_atmosphere",
  "may_protective_atmosphere"
]
export const dealcoholisations: ReadonlyArray<Schemas["DealcoholisationStatusCode"]> = [
  "dealcoholised",
  "partially_dealcoholised"
]
/** A code as words until each language names its codes. */
export const words = (code: string): string => code.replaceAll("_", " ")

/** Packaging components and where they are collected (the codes the page words in 24 languages). */
export const packagingTypes: ReadonlyArray<Schemas["PackagingTypeCode"]> = [
  "bottle",
  "closure",
  "cork",
  "screw_cap",
  "capsule",
  "label",
  "box",
  "bag_in_box",
  "can"
]
export const collections: ReadonlyArray<Schemas["CollectionCode"]> = [
  "separate_collection",
  "deposit_return",
  "residual_waste"
]

/** A code's name in the console's language where it has one (`code_…` messages), else the code as words. */
export const codeName = (code: string): string => {
  const key = `code_${code}` as MessageKey
  return key in en ? t(key) : words(code)
}
