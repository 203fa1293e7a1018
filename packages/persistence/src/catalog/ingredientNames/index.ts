/**
 * The ingredient name tables of the official EU languages beyond the seven
 * of `ingredients.ts`, by language code.
 */
import { et, fi, hu, lt, lv } from "./balticUralic.ts"
import { el, ga, mt } from "./greekIrishMaltese.ts"
import type { IngredientNameTable } from "./IngredientNameTable.ts"
import { da, sv } from "./nordic.ts"
import { ro } from "./romanian.ts"
import { bg, cs, hr, pl, sk, sl } from "./slavic.ts"

export type { IngredientNameTable } from "./IngredientNameTable.ts"

/** Every further language's table. */
export const ingredientNameTables: Readonly<Record<string, IngredientNameTable>> = {
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
