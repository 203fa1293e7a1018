/**
 * The material and production-method name tables of the official EU
 * languages beyond the seven of `materials.ts` and `productionMethods.ts`, by
 * language code.
 */
import { lt, lv } from "./baltic.ts"
import { el, ga, mt } from "./greekIrishMaltese.ts"
import type { MaterialMethodNameTable } from "./MaterialMethodNameTable.ts"
import { da, sv } from "./nordic.ts"
import { ro } from "./romanian.ts"
import { bg, hr, sl } from "./southSlavic.ts"
import { et, fi, hu } from "./uralic.ts"
import { cs, pl, sk } from "./westSlavic.ts"

export type { MaterialMethodNameTable } from "./MaterialMethodNameTable.ts"

/** Every further language's table. */
export const materialMethodNameTables: Readonly<Record<string, MaterialMethodNameTable>> = {
  bg,
  cs,
  da,
  el,
  et,
  fi,
  ga,
  hr,
  hu,
  lt,
  lv,
  mt,
  pl,
  ro,
  sk,
  sl,
  sv
}
