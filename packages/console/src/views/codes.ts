/** The coded values the API lists for a label's product fields (the OpenAPI document's `…Code` enums). */
import type { Schemas } from "../api/client.ts"

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
/** A code as words until each language names its codes. */
export const words = (code: string): string => code.replaceAll("_", " ")
