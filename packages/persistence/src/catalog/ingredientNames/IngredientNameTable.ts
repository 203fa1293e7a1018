/**
 * Ingredient and ingredient-category names in the official EU languages the
 * seven-name tuples of `ingredients.ts` do not hold, one table per language,
 * keyed by the entry's English (base) name. `ingredients.ts` merges them into
 * each entry's `names`; a test checks that every table names every entry.
 *
 * Sources by kind (EUR-Lex, each language version):
 * - additives (entries with an E-number): the names of the Union list,
 *   Reg. (EC) No 1333/2008 Annex II as set by Reg. (EU) No 1129/2011
 *   (CELEX 32011R1129), in the short form a label uses;
 * - category names: Reg. (EU) No 1169/2011 (CELEX 32011R1169) Annex VII
 *   Part C (functional classes), and for wine the categories of Delegated
 *   Reg. (EU) 2019/934 (CELEX 32019R0934) Annex I Part A and Reg. (EU)
 *   2021/2117 (CELEX 32021R2117);
 * - allergens (egg, milk and their products, sulphites): Reg. (EU) No
 *   1169/2011 Annex II and Delegated Reg. (EU) 2019/33 Annex I Part A;
 * - grape products, liqueurs and alcohols: Reg. (EU) No 1308/2013 Annex VII
 *   Part II and Reg. (EU) 2019/787 (spirit drinks) terms;
 * - the rest (water, honey, herbs, spices, flavourings, the protective
 *   atmosphere wording): translated for this catalogue.
 * None of these tables could be checked against the EUR-Lex texts through
 * the search tool, which returns only the opening of those pages; they await
 * that check. A second pass (2026-11) reached only page openings too (of
 * 1169/2011, 2019/33 and 2023/1606), none holding these names: every name
 * here is still unverified.
 */

/** One language's names: categories and ingredients by their English name. */
export interface IngredientNameTable {
  readonly categories: Readonly<Record<string, string>>
  readonly ingredients: Readonly<Record<string, string>>
}
