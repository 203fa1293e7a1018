/**
 * Every grape variety of the reference catalogue: red, then white, grey and
 * pink-skinned. Variety and synonym names are names in their own right and
 * are not translated.
 */
import type { Catalog } from "@elabel/domain"
import { redGrapeVarieties } from "./redGrapeVarieties.ts"
import { whiteGrapeVarieties } from "./whiteGrapeVarieties.ts"

/** The grape varieties with their synonyms. */
export const grapeVarieties: ReadonlyArray<Catalog.StoredGrapeVariety> = [...redGrapeVarieties, ...whiteGrapeVarieties]
