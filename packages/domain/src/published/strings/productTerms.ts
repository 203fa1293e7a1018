/**
 * Coded product terms by language (row order: see `termTable.ts`).
 *
 * What follows which text, and what was read (2026-11-25; the search tool
 * returns only the opening of stored pages, so most language versions of
 * these long acts stay out of reach and their rows unverified):
 * - `productTypeTerms`: the category names of Reg. (EU) No 1308/2013
 *   (CELEX 32013R1308) Annex VII Part II points 1, 3-9. EN read on
 *   legislation.gov.uk (annex VII part II) and in Annex XII of Reg. (EC) No
 *   607/2009, which numbers them alike; DE "Schaumwein", "Schaumwein mit
 *   zugesetzter Kohlensäure", "Qualitätsschaumwein" read in Art. 119 and in
 *   2019/33 Art. 52 (gesetze.legal). GA as the EU term base IATE quotes the Irish
 *   text of 1308/2013 (gaois.ie): "fíon leathshúilíneach", "fíon súilíneach
 *   ar ardchaighdeán", "fíon súilíneach aramatach ar ardchaighdeán" replace
 *   this table's own renderings; the aerated semi-sparkling row takes the
 *   same spelling, its "aeraithe" unverified.
 * - `dealcoholisationTerms`: the terms Art. 119(1)(a) of 1308/2013, as
 *   amended by Reg. (EU) 2021/2117 (CELEX 32021R2117), puts before the
 *   category name. Read in the act: DE "entalkoholisierter" / "teilweise
 *   entalkoholisierter" (gesetze.legal/eu/vo_eu_2013_1308/119; the table
 *   holds the uninflected form, as the page shows the term on its own) and
 *   BG "с намалено алкохолно съдържание" / "с частично намалено алкохолно
 *   съдържание" (exlege.bg, the act's Bulgarian text; this table had
 *   "деалкохолизирано"). Restatements: SV "avalkoholiserat" / "delvis
 *   avalkoholiserat" (Livsmedelsverket; the Swedish explanatory memorandum
 *   of C(2023)3257 on EUR-Lex; this table had "alkoholfritt" / "delvis
 *   alkoholreducerat"); IT "dealcolato" / "parzialmente dealcolato" (the
 *   ministry decree of 20.12.2024, which repeats the EU sentence; this table
 *   had "dealcolizzato"); FR (DGCCRF), NL (wijninfo.nl) and ES (an OIV news
 *   page) restatements agree with the table. Open: one weak Polish source
 *   writes "odalkoholizowany", where the table has "dealkoholizowane".
 * - `packagingGasTerms`: the two statements of Art. 48a(6) of Delegated Reg.
 *   (EU) 2019/33, inserted by Delegated Reg. (EU) 2023/1606 (CELEX
 *   32023R1606). DE read in the act (gesetze.legal/eu/vo_eu_2019_33/48a):
 *   "unter Schutzatmosphäre abgefüllt", "Die Abfüllung kann unter
 *   Schutzatmosphäre erfolgen". Open: a corrigendum (OJ L 239, 2023, p. 46)
 *   was not read, and a German e-label plugin writes "… erfolgt sein",
 *   perhaps its wording; a restatement of the aromatised-wine rules
 *   (Delegated Reg. (EU) 2024/585) writes English "bottled in a protective
 *   atmosphere", where the table has "under". Other languages unverified.
 * - `colorTerms`: translated for this page; no legal text fixes them.
 */
import type { ColorCode, DealcoholisationCode, PackagingGasCode, ProductTypeCode } from "../../shared/CodedValues.ts"
import { row, type Terms } from "./termTable.ts"

export const colorTerms: Readonly<Record<ColorCode, Terms>> = {
  red: row(
    "червено|červené|rød|rot|ερυθρός|red|tinto|punane|punainen|rouge|dearg|crno|vörös|rosso|raudonasis|sarkanais|aħmar|rood|czerwone|tinto|roșu|červené|rdeče|rött"
  ),
  white: row(
    "бяло|bílé|hvid|weiß|λευκός|white|blanco|valge|valkoinen|blanc|bán|bijelo|fehér|bianco|baltasis|baltais|abjad|wit|białe|branco|alb|biele|belo|vitt"
  ),
  rose: row(
    "розе|růžové|rosé|rosé|ροζέ|rosé|rosado|roosa|rosé|rosé|rósé|ružičasto|rozé|rosato|rožinis|rozā|rożé|rosé|różowe|rosé|roze|ružové|rose|rosé"
  ),
  orange: row(
    "оранжево|oranžové|orange|orange|πορτοκαλί|orange|naranja|oranž|oranssi|orange|oráiste|narančasto|narancs|orange|oranžinis|oranžais|oranġjo|oranje|pomarańczowe|laranja|portocaliu|oranžové|oranžno|orange"
  )
}

export const productTypeTerms: Readonly<Record<ProductTypeCode, Terms>> = {
  wine: row(
    "вино|víno|vin|Wein|οίνος|wine|vino|vein|viini|vin|fíon|vino|bor|vino|vynas|vīns|inbid|wijn|wino|vinho|vin|víno|vino|vin"
  ),
  liqueur_wine: row(
    "ликьорно вино|likérové víno|hedvin|Likörwein|οίνος λικέρ|liqueur wine|vino de licor|liköörvein|väkevä viini|vin de liqueur|fíon licéir|likersko vino|likőrbor|vino liquoroso|likerinis vynas|liķiervīns|inbid liquoruż|likeurwijn|wino likierowe|vinho licoroso|vin licoros|likérové víno|likersko vino|likörvin"
  ),
  sparkling_wine: row(
    "пенливо вино|šumivé víno|mousserende vin|Schaumwein|αφρώδης οίνος|sparkling wine|vino espumoso|vahuvein|kuohuviini|vin mousseux|fíon súilíneach|pjenušavo vino|pezsgő|vino spumante|putojantis vynas|dzirkstošais vīns|inbid spumanti|mousserende wijn|wino musujące|vinho espumante|vin spumant|šumivé víno|peneče vino|mousserande vin"
  ),
  quality_sparkling_wine: row(
    "качествено пенливо вино|jakostní šumivé víno|mousserende kvalitetsvin|Qualitätsschaumwein|αφρώδης οίνος ποιότητας|quality sparkling wine|vino espumoso de calidad|kvaliteetvahuvein|laatukuohuviini|vin mousseux de qualité|fíon súilíneach ar ardchaighdeán|kvalitetno pjenušavo vino|minőségi pezsgő|vino spumante di qualità|rūšinis putojantis vynas|kvalitatīvs dzirkstošais vīns|inbid spumanti ta' kwalità|mousserende kwaliteitswijn|wino musujące gatunkowe|vinho espumante de qualidade|vin spumant de calitate|akostné šumivé víno|kakovostno peneče vino|kvalitetsmousserande vin"
  ),
  quality_aromatic_sparkling_wine: row(
    "качествено ароматно пенливо вино|jakostní aromatické šumivé víno|aromatisk mousserende kvalitetsvin|aromatischer Qualitätsschaumwein|αρωματικός αφρώδης οίνος ποιότητας|quality aromatic sparkling wine|vino espumoso aromático de calidad|aromaatne kvaliteetvahuvein|aromaattinen laatukuohuviini|vin mousseux de qualité de type aromatique|fíon súilíneach aramatach ar ardchaighdeán|kvalitetno aromatično pjenušavo vino|illatos minőségi pezsgő|vino spumante di qualità del tipo aromatico|rūšinis aromatinis putojantis vynas|kvalitatīvs aromātisks dzirkstošais vīns|inbid spumanti aromatiku ta' kwalità|aromatische mousserende kwaliteitswijn|aromatyczne wino musujące gatunkowe|vinho espumante de qualidade aromático|vin spumant de calitate de tip aromat|akostné aromatické šumivé víno|kakovostno aromatično peneče vino|aromatiskt kvalitetsmousserande vin"
  ),
  aerated_sparkling_wine: row(
    "газирано пенливо вино|šumivé víno dosycené oxidem uhličitým|mousserende vin tilsat kulsyre|Schaumwein mit zugesetzter Kohlensäure|αεριούχος αφρώδης οίνος|aerated sparkling wine|vino espumoso gasificado|gaseeritud vahuvein|hiilihapotettu kuohuviini|vin mousseux gazéifié|fíon súilíneach aeraithe|gazirano pjenušavo vino|szén-dioxiddal dúsított pezsgő|vino spumante gassificato|gazuotas putojantis vynas|gāzēts dzirkstošais vīns|inbid spumanti bil-gass|mousserende wijn waaraan koolzuur is toegevoegd|wino musujące gazowane|vinho espumante gaseificado|vin spumant carbogazificat|šumivé víno sýtené oxidom uhličitým|gazirano peneče vino|mousserande vin med tillsatt koldioxid"
  ),
  semi_sparkling_wine: row(
    "перлено вино|perlivé víno|perlevin|Perlwein|ημιαφρώδης οίνος|semi-sparkling wine|vino de aguja|poolvahuvein|helmiviini|vin pétillant|fíon leathshúilíneach|biser vino|gyöngyözőbor|vino frizzante|pusiau putojantis vynas|pusdzirkstošais vīns|inbid semi-spumanti|parelwijn|wino półmusujące|vinho frisante|vin petiant|perlivé víno|biser vino|pärlande vin"
  ),
  aerated_semi_sparkling_wine: row(
    "газирано перлено вино|perlivé víno dosycené oxidem uhličitým|perlevin tilsat kulsyre|Perlwein mit zugesetzter Kohlensäure|αεριούχος ημιαφρώδης οίνος|aerated semi-sparkling wine|vino de aguja gasificado|gaseeritud poolvahuvein|hiilihapotettu helmiviini|vin pétillant gazéifié|fíon leathshúilíneach aeraithe|gazirano biser vino|szén-dioxiddal dúsított gyöngyözőbor|vino frizzante gassificato|gazuotas pusiau putojantis vynas|gāzēts pusdzirkstošais vīns|inbid semi-spumanti bil-gass|parelwijn waaraan koolzuur is toegevoegd|wino półmusujące gazowane|vinho frisante gaseificado|vin petiant carbogazificat|perlivé víno sýtené oxidom uhličitým|gazirano biser vino|pärlande vin med tillsatt koldioxid"
  )
}

export const dealcoholisationTerms: Readonly<Record<DealcoholisationCode, Terms>> = {
  dealcoholised: row(
    "с намалено алкохолно съдържание|dealkoholizované|afalkoholiseret|entalkoholisiert|αποαλκοολωμένος|de-alcoholised|desalcoholizado|alkoholitustatud|alkoholiton|désalcoolisé|dí-alcólaithe|dealkoholizirano|alkoholmentesített|dealcolato|dealkoholizuotas|dealkoholizēts|dealkoħolizzat|gedealcoholiseerd|dealkoholizowane|desalcoolizado|dezalcoolizat|dealkoholizované|dealkoholizirano|avalkoholiserat"
  ),
  partially_dealcoholised: row(
    "с частично намалено алкохолно съдържание|částečně dealkoholizované|delvist afalkoholiseret|teilweise entalkoholisiert|μερικώς αποαλκοολωμένος|partially de-alcoholised|parcialmente desalcoholizado|osaliselt alkoholitustatud|osittain alkoholiton|partiellement désalcoolisé|dí-alcólaithe go páirteach|djelomično dealkoholizirano|részben alkoholmentesített|parzialmente dealcolato|iš dalies dealkoholizuotas|daļēji dealkoholizēts|parzjalment dealkoħolizzat|gedeeltelijk gedealcoholiseerd|częściowo dealkoholizowane|parcialmente desalcoolizado|parțial dezalcoolizat|čiastočne dealkoholizované|delno dealkoholizirano|delvis avalkoholiserat"
  )
}

export const packagingGasTerms: Readonly<Record<PackagingGasCode, Terms>> = {
  protective_atmosphere: row(
    "Бутилирано в защитна атмосфера|Plněno v ochranné atmosféře|Aftappet i beskyttende atmosfære|Unter Schutzatmosphäre abgefüllt|Εμφιαλωμένο σε προστατευτική ατμόσφαιρα|Bottled under a protective atmosphere|Embotellado en atmósfera protectora|Villitud kaitsvas atmosfääris|Pullotettu suojakaasuun|Mis en bouteille sous atmosphère protectrice|Buidéalaithe faoi atmaisféar cosanta|Punjeno u zaštitnoj atmosferi|Védőgázas légtérben palackozva|Imbottigliato in atmosfera protettiva|Išpilstyta apsauginėje atmosferoje|Iepildīts aizsargatmosfērā|Ibbottiljat f'atmosfera protettiva|Gebotteld onder beschermende atmosfeer|Butelkowane w atmosferze ochronnej|Engarrafado em atmosfera protetora|Îmbuteliat în atmosferă protectoare|Plnené v ochrannej atmosfére|Polnjeno v zaščitni atmosferi|Buteljerad i skyddande atmosfär"
  ),
  may_protective_atmosphere: row(
    "Бутилирането може да е извършено в защитна атмосфера|Plnění mohlo proběhnout v ochranné atmosféře|Aftapning kan være sket i beskyttende atmosfære|Die Abfüllung kann unter Schutzatmosphäre erfolgen|Η εμφιάλωση μπορεί να γίνει σε προστατευτική ατμόσφαιρα|Bottling may take place under a protective atmosphere|El embotellado puede realizarse en atmósfera protectora|Villimine võib toimuda kaitsvas atmosfääris|Pullotus on voitu tehdä suojakaasuun|La mise en bouteille peut se faire sous atmosphère protectrice|D'fhéadfaí buidéalú a dhéanamh faoi atmaisféar cosanta|Punjenje se može obaviti u zaštitnoj atmosferi|A palackozás védőgázas légtérben történhetett|L'imbottigliamento può avvenire in atmosfera protettiva|Gali būti išpilstyta apsauginėje atmosferoje|Iepildīšana var notikt aizsargatmosfērā|L-ibbottiljar jista' jsir f'atmosfera protettiva|Het bottelen kan onder beschermende atmosfeer plaatsvinden|Butelkowanie mogło odbywać się w atmosferze ochronnej|O engarrafamento pode ser efetuado em atmosfera protetora|Îmbutelierea poate avea loc în atmosferă protectoare|Plnenie mohlo prebehnúť v ochrannej atmosfére|Polnjenje lahko poteka v zaščitni atmosferi|Buteljering kan ha skett i skyddande atmosfär"
  )
}
