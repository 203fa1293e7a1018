/**
 * The sugar-content terms of Delegated Reg. (EU) 2019/33 (CELEX 32019R0033)
 * Annex III, by code and language (row order: see `termTable.ts`).
 *
 * The Annex lists each term's language versions without naming the
 * languages: the language of each term was assigned here by its spelling.
 * Where the Annex has no term in a language (Irish throughout, Maltese but
 * for "ħelu", Dutch in Part A, …) the table holds the Annex's English or
 * international term, which the Annex lists for every product.
 *
 * Sources read (search tool, 2026-11 and 2026-11-25), and what each confirms:
 * - Part A (all seven codes) and Part B's first list (`dry`): the German
 *   edition of 2019/33 Annex III as quoted by gesetze.legal/eu/vo_eu_2019_33/
 *   anhang_iii. Every Part A and Part B `dry` term of this table is in the
 *   Annex's list for its code (test: `annexIIITerms.test.ts`), including the
 *   Croatian ones the Annex adds at the end of each list ("vrlo suho", "suho",
 *   "polusuho", "slatko") and the Slovene and Czech/Slovak ones. The page
 *   stops after that list, so Part B's other lists of 2019/33 were not read.
 * - Part B `medium_dry`: the list of Reg. (EC) No 753/2002 Art. 16(1)(b),
 *   which 2019/33 carried over, in its German edition as amended for the
 *   2007 accessions (gesetze.legal/eu/vo_eg_2002_753/16, read 2026-11-25):
 *   every term of this row but Croatian "polusuho" is in it (it also has
 *   Portuguese "adamado", unused here). Part B `medium`: Art. 16(1)(c), the
 *   same page up to Italian (with Bulgarian "полусладко"), the rest as
 *   wordscope.be quotes the English edition before 2007. Part B `sweet`:
 *   Art. 16(1)(d) as wordscope.be quotes it (pre-2007 languages; it spells
 *   German "süss").
 * - Not read in a legal text: Croatian Part B `medium` and `sweet`, and
 *   Romanian and Bulgarian Part B `medium` / `sweet` beyond "полусладко".
 *   For those the table follows the table of Reg. (EC) No 753/2002 terms on
 *   liquisearch.com ("Terms used to indicate sweetness of wine"), which gives
 *   Croatian "polusuho", "poluslatko", "slatko" and Slovene "polsuho",
 *   "polsladko", "sladko". Croatian Part B `medium` is "poluslatko" (this
 *   table said "polusladko" before, a mix of it and Slovene "polsladko").
 * - Part A `medium_dry` in cs and sk: the Annex lists "polosuché, polosladké"
 *   without saying which is which; unverified.
 */
import type { SPARKLING_SWEETNESS_CODES, STILL_SWEETNESS_CODES } from "../../shared/CodedValues.ts"
import { row, type Terms } from "./termTable.ts"

/** Part A: sparkling wine, aerated sparkling wine, quality (aromatic) sparkling wine. */
export const sparklingSweetness: Readonly<Record<(typeof SPARKLING_SWEETNESS_CODES)[number], Terms>> = {
  brut_nature: row(
    "брют натюр|přírodně tvrdé|brut nature|naturherb|brut nature|brut nature|bruto natural|brut nature|brut nature|brut nature|brut nature|brut nature|brut nature|dosaggio zero|natūralusis briutas|īsts bruts|brut nature|brut nature|brut nature|bruto natural|brut natur|brut nature|popolnoma suho|brut nature"
  ),
  extra_brut: row(
    "екстра брют|zvláště tvrdé|ekstra brut|extra herb|extra brut|extra brut|extra bruto|ekstra brut|extra brut|extra brut|extra brut|ekstra brut|extra brut|extra brut|ekstra briutas|ekstra bruts|extra brut|extra brut|ekstra wytrawne|extra bruto|extra brut|extra brut|izredno suho|extra brut"
  ),
  brut: row(
    "брют|tvrdé|brut|herb|brut|brut|bruto|brut|brut|brut|brut|brut|brut|brut|briutas|bruts|brut|brut|bardzo wytrawne|bruto|brut|tvrdé|zelo suho|brut"
  ),
  extra_dry: row(
    "екстра сухо|zvláště suché|ekstra tør|extra trocken|extra dry|extra dry|extra seco|ekstra kuiv|extra dry|extra sec|extra dry|vrlo suho|különlegesen száraz|extra dry|labai sausas|ekstra sausais|extra dry|extra dry|wytrawne|extra seco|extra sec|extra suché|suho|extra dry"
  ),
  dry: row(
    "сухо|suché|tør|trocken|ξηρός|dry|seco|kuiv|kuiva|sec|dry|suho|száraz|secco|sausas|sausais|dry|dry|półwytrawne|seco|sec|suché|polsuho|torr"
  ),
  medium_dry: row(
    "полусухо|polosuché|halvtør|halbtrocken|ημίξηρος|medium dry|semi seco|poolkuiv|puolikuiva|demi-sec|medium dry|polusuho|félszáraz|abboccato|pusiau sausas|pussausais|medium dry|medium dry|półsłodkie|meio seco|demi-sec|polosladké|polsladko|halvtorr"
  ),
  sweet: row(
    "сладко|sladké|sød|mild|γλυκός|sweet|dulce|magus|makea|doux|sweet|slatko|édes|dolce|saldus|saldais|ħelu|sweet|słodkie|doce|dulce|sladké|sladko|söt"
  )
}

/** Part B: the other grapevine products. */
export const stillSweetness: Readonly<Record<(typeof STILL_SWEETNESS_CODES)[number], Terms>> = {
  dry: row(
    "сухо|suché|tør|trocken|ξηρός|dry|seco|kuiv|kuiva|sec|dry|suho|száraz|secco|sausas|sausais|dry|droog|wytrawne|seco|sec|suché|suho|torrt"
  ),
  medium_dry: row(
    "полусухо|polosuché|halvtør|halbtrocken|ημίξηρος|medium dry|semiseco|poolkuiv|puolikuiva|demi-sec|medium dry|polusuho|félszáraz|abboccato|pusiau sausas|pussausais|medium dry|halfdroog|półwytrawne|meio seco|demisec|polosuché|polsuho|halvtorrt"
  ),
  medium: row(
    "полусладко|polosladké|halvsød|lieblich|ημίγλυκος|medium|semidulce|poolmagus|puolimakea|moelleux|medium|poluslatko|félédes|amabile|pusiau saldus|pussaldais|medium|halfzoet|półsłodkie|meio doce|demidulce|polosladké|polsladko|halvsött"
  ),
  sweet: row(
    "сладко|sladké|sød|süß|γλυκός|sweet|dulce|magus|makea|doux|sweet|slatko|édes|dolce|saldus|saldais|ħelu|zoet|słodkie|doce|dulce|sladké|sladko|sött"
  )
}
