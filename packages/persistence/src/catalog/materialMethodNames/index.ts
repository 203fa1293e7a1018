/**
 * The material and production-method name tables of the official EU
 * languages beyond the seven of `materials.ts` and `productionMethods.ts`, by
 * language code: each family file exports one table per language, named by
 * its code.
 */
import * as baltic from "./baltic.ts"
import * as greekIrishMaltese from "./greekIrishMaltese.ts"
import type { MaterialMethodNameTable } from "./MaterialMethodNameTable.ts"
import * as nordic from "./nordic.ts"
import * as romanian from "./romanian.ts"
import * as southSlavic from "./southSlavic.ts"
import * as uralic from "./uralic.ts"
import * as westSlavic from "./westSlavic.ts"

export type { MaterialMethodNameTable } from "./MaterialMethodNameTable.ts"

/** Every further language's table. */
export const materialMethodNameTables: Readonly<Record<string, MaterialMethodNameTable>> = {
  ...baltic,
  ...greekIrishMaltese,
  ...nordic,
  ...romanian,
  ...southSlavic,
  ...uralic,
  ...westSlavic
}
