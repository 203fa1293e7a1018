/**
 * Packaging-material and production-method names in the official EU
 * languages the seven-name tuples of `materials.ts` and `productionMethods.ts`
 * do not hold, one table per language, keyed by the entry's English (base)
 * name, as `ingredientNames/` does for ingredients. `materials.ts` and
 * `productionMethods.ts` merge them into each entry's `names`; a test checks
 * that every table names every entry and nothing else.
 *
 * Sources: translated for this catalogue. No legal text names these entries
 * in the 24 languages: the materials are the kinds behind the identification
 * codes of Commission Decision 97/129/EC (whose language versions name only
 * some of them, and were not read for these tables); the production methods
 * are winemaking terms, not legal ones. International terms (Saignée,
 * Appassimento, sur lie, solera, flor, Charmat / Martinotti, pét-nat) are
 * kept as winemakers write them.
 */

/** One language's names: materials and production methods by their English name. */
export interface MaterialMethodNameTable {
  readonly materials: Readonly<Record<string, string>>
  readonly productionMethods: Readonly<Record<string, string>>
}
