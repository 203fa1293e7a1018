/**
 * Coded values in the page language: the documented codes of `CodedValues.ts`
 * looked up in the term tables; any other string is shown as written.
 */
import {
  type CodedLabelField,
  type CodedPackagingField,
  isCode,
  isSparkling,
  LABEL_CODES,
  PACKAGING_CODES
} from "../../shared/CodedValues.ts"
import { OFFICIAL_EU_LANGUAGES, type OfficialEuLanguage } from "../../shared/Locale.ts"
import { collectionTerms, packagingTypeTerms } from "./packagingTerms.ts"
import { colorTerms, dealcoholisationTerms, packagingGasTerms, productTypeTerms } from "./productTerms.ts"
import { sparklingSweetness, stillSweetness } from "./sweetnessTerms.ts"
import type { Terms } from "./termTable.ts"

const languageOf = (locale: string): OfficialEuLanguage => {
  const language = locale.toLowerCase().split("-")[0] ?? ""
  return (OFFICIAL_EU_LANGUAGES as ReadonlyArray<string>).includes(language) ? (language as OfficialEuLanguage) : "en"
}

/**
 * The sugar-content term: Annex III Part A for sparkling product types, else
 * Part B; a code only one part has takes that part's term.
 */
const sweetnessTerms = (code: string, productType: string | null): Terms | undefined => {
  const sparkling = isSparkling(productType)
  const a = sparklingSweetness[code as keyof typeof sparklingSweetness]
  const b = stillSweetness[code as keyof typeof stillSweetness]
  return sparkling ? (a ?? b) : (b ?? a)
}

const labelTables: Readonly<Record<Exclude<CodedLabelField, "sweetness">, Readonly<Record<string, Terms>>>> = {
  color: colorTerms,
  product_type: productTypeTerms,
  packaging_gas: packagingGasTerms,
  dealcoholisation_status: dealcoholisationTerms
}

/** A coded label value in the language of `locale` (`product_type` picks the sweetness terms); else as written. */
export const labelTerm = (
  field: CodedLabelField,
  value: string | null,
  locale: string,
  productType: string | null = null
): string | null => {
  if (value === null || !isCode(LABEL_CODES[field], value)) return value
  const terms = field === "sweetness" ? sweetnessTerms(value, productType) : labelTables[field][value]
  return terms?.[languageOf(locale)] ?? value
}

const packagingTables: Readonly<Record<CodedPackagingField, Readonly<Record<string, Terms>>>> = {
  packaging_type: packagingTypeTerms,
  collection: collectionTerms
}

/** A coded packaging-row value in the language of `locale`; else as written. */
export const packagingTerm = (field: CodedPackagingField, value: string | null, locale: string): string | null => {
  if (value === null || !isCode(PACKAGING_CODES[field], value)) return value
  return packagingTables[field][value]?.[languageOf(locale)] ?? value
}
