/**
 * Documented codes of the label's enumerated-looking strings (the spec
 * leaves their values open). A coded value is shown on the page in the
 * consumer's language (`strings/codedTerms.ts`, `strings/sweetnessTerms.ts`);
 * any other string is still accepted, shown as written, and the compliance
 * report warns about it (`uncoded-value`).
 */
/**
 * Sugar content, the terms of Delegated Reg. (EU) 2019/33 Annex III: Part A
 * (sparkling wines) `brut_nature` … `sweet`, Part B (other wines) `dry`,
 * `medium_dry`, `medium`, `sweet`.
 */
export const SWEETNESS_CODES = [
  "brut_nature",
  "extra_brut",
  "brut",
  "extra_dry",
  "dry",
  "medium_dry",
  "medium",
  "sweet"
] as const
export type SweetnessCode = (typeof SWEETNESS_CODES)[number]

/** Colour of the wine. */
export const COLOR_CODES = ["red", "white", "rose", "orange"] as const
export type ColorCode = (typeof COLOR_CODES)[number]

/** Categories of grapevine products, Reg. (EU) No 1308/2013 Annex VII Part II (points 1, 3-9). */
export const PRODUCT_TYPE_CODES = [
  "wine",
  "liqueur_wine",
  "sparkling_wine",
  "quality_sparkling_wine",
  "quality_aromatic_sparkling_wine",
  "aerated_sparkling_wine",
  "semi_sparkling_wine",
  "aerated_semi_sparkling_wine"
] as const
export type ProductTypeCode = (typeof PRODUCT_TYPE_CODES)[number]

/** Product types whose sugar content takes the terms of Annex III Part A. */
export const SPARKLING_PRODUCT_TYPES: ReadonlySet<string> = new Set([
  "sparkling_wine",
  "quality_sparkling_wine",
  "quality_aromatic_sparkling_wine",
  "aerated_sparkling_wine"
])

/** Annex III Part A: the sugar-content codes of sparkling product types (it has no `medium`). */
export const SPARKLING_SWEETNESS_CODES = SWEETNESS_CODES.filter(
  (code): code is Exclude<SweetnessCode, "medium"> => code !== "medium"
)

/** Annex III Part B: the sugar-content codes of the other grapevine products. */
export const STILL_SWEETNESS_CODES = [
  "dry",
  "medium_dry",
  "medium",
  "sweet"
] as const satisfies ReadonlyArray<SweetnessCode>

/** Whether a product type takes the sugar terms of Annex III Part A. */
export const isSparkling = (productType: string | null): boolean =>
  productType !== null && SPARKLING_PRODUCT_TYPES.has(productType)

/** The sugar-content codes Annex III allows for a product type: Part A for sparkling ones, else Part B. */
export const sweetnessCodesFor = (productType: string | null): ReadonlyArray<SweetnessCode> =>
  isSparkling(productType) ? SPARKLING_SWEETNESS_CODES : STILL_SWEETNESS_CODES

/**
 * Packaging gases (Delegated Reg. (EU) 2019/33 Art. 48a, inserted by Delegated
 * Reg. (EU) 2023/1606): the two statements that may replace their names in the
 * list of ingredients.
 */
export const PACKAGING_GAS_CODES = ["protective_atmosphere", "may_protective_atmosphere"] as const
export type PackagingGasCode = (typeof PACKAGING_GAS_CODES)[number]

/** De-alcoholisation (Reg. (EU) No 1308/2013 Art. 119(1)(a), as amended by Reg. (EU) 2021/2117). */
export const DEALCOHOLISATION_CODES = ["dealcoholised", "partially_dealcoholised"] as const
export type DealcoholisationCode = (typeof DEALCOHOLISATION_CODES)[number]

/** Packaging components of a bottle of wine. */
export const PACKAGING_TYPE_CODES = [
  "bottle",
  "closure",
  "cork",
  "screw_cap",
  "capsule",
  "label",
  "box",
  "bag_in_box",
  "can"
] as const
export type PackagingTypeCode = (typeof PACKAGING_TYPE_CODES)[number]

/** Where a packaging component is collected. */
export const COLLECTION_CODES = ["separate_collection", "deposit_return", "residual_waste"] as const
export type CollectionCode = (typeof COLLECTION_CODES)[number]

/** The coded label fields and their codes. */
export const LABEL_CODES = {
  sweetness: SWEETNESS_CODES,
  color: COLOR_CODES,
  product_type: PRODUCT_TYPE_CODES,
  packaging_gas: PACKAGING_GAS_CODES,
  dealcoholisation_status: DEALCOHOLISATION_CODES
} as const
export type CodedLabelField = keyof typeof LABEL_CODES

/** The coded packaging-row fields and their codes. */
export const PACKAGING_CODES = { packaging_type: PACKAGING_TYPE_CODES, collection: COLLECTION_CODES } as const
export type CodedPackagingField = keyof typeof PACKAGING_CODES

/** Whether `value` is one of `codes`. */
export const isCode = <C extends string>(codes: ReadonlyArray<C>, value: string): value is C =>
  (codes as ReadonlyArray<string>).includes(value)
