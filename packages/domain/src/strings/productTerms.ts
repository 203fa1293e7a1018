/**
 * Coded product terms by language (row order: see `termTable.ts`).
 *
 * Unverified (reported): none of these rows was checked against the language
 * versions of the texts they follow. The search tool (2026-11) returned the
 * EUR-Lex pages of Delegated Reg. (EU) 2023/1606 (EN, EL) and of 2019/33, but
 * only their opening: not the packaging-gas statements, nor Annex VII of
 * 1308/2013, nor Art. 119 as amended by 2021/2117, in any language.
 * - `productTypeTerms`: the category names of Reg. (EU) No 1308/2013
 *   (CELEX 32013R1308) Annex VII Part II points 1, 3-9.
 * - `dealcoholisationTerms`: "de-alcoholised" and "partially de-alcoholised"
 *   of Art. 119(1)(a) as amended by Reg. (EU) 2021/2117 (CELEX 32021R2117).
 * - `packagingGasTerms`: the two statements of Delegated Reg. (EU) 2019/33 as
 *   amended by Delegated Reg. (EU) 2023/1606 (CELEX 32023R1606), worded as the
 *   reference catalogue's ingredients of the same name.
 * - `colorTerms`: translated for this page; no legal text fixes them.
 */
import type { ColorCode, DealcoholisationCode, PackagingGasCode, ProductTypeCode } from "../CodedValues.ts"
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
    "качествено пенливо вино|jakostní šumivé víno|mousserende kvalitetsvin|Qualitätsschaumwein|αφρώδης οίνος ποιότητας|quality sparkling wine|vino espumoso de calidad|kvaliteetvahuvein|laatukuohuviini|vin mousseux de qualité|fíon súilíneach ardcháilíochta|kvalitetno pjenušavo vino|minőségi pezsgő|vino spumante di qualità|rūšinis putojantis vynas|kvalitatīvs dzirkstošais vīns|inbid spumanti ta' kwalità|mousserende kwaliteitswijn|wino musujące gatunkowe|vinho espumante de qualidade|vin spumant de calitate|akostné šumivé víno|kakovostno peneče vino|kvalitetsmousserande vin"
  ),
  quality_aromatic_sparkling_wine: row(
    "качествено ароматно пенливо вино|jakostní aromatické šumivé víno|aromatisk mousserende kvalitetsvin|aromatischer Qualitätsschaumwein|αρωματικός αφρώδης οίνος ποιότητας|quality aromatic sparkling wine|vino espumoso aromático de calidad|aromaatne kvaliteetvahuvein|aromaattinen laatukuohuviini|vin mousseux de qualité de type aromatique|fíon súilíneach cumhra ardcháilíochta|kvalitetno aromatično pjenušavo vino|illatos minőségi pezsgő|vino spumante di qualità del tipo aromatico|rūšinis aromatinis putojantis vynas|kvalitatīvs aromātisks dzirkstošais vīns|inbid spumanti aromatiku ta' kwalità|aromatische mousserende kwaliteitswijn|aromatyczne wino musujące gatunkowe|vinho espumante de qualidade aromático|vin spumant de calitate de tip aromat|akostné aromatické šumivé víno|kakovostno aromatično peneče vino|aromatiskt kvalitetsmousserande vin"
  ),
  aerated_sparkling_wine: row(
    "газирано пенливо вино|šumivé víno dosycené oxidem uhličitým|mousserende vin tilsat kulsyre|Schaumwein mit zugesetzter Kohlensäure|αεριούχος αφρώδης οίνος|aerated sparkling wine|vino espumoso gasificado|gaseeritud vahuvein|hiilihapotettu kuohuviini|vin mousseux gazéifié|fíon súilíneach aeraithe|gazirano pjenušavo vino|szén-dioxiddal dúsított pezsgő|vino spumante gassificato|gazuotas putojantis vynas|gāzēts dzirkstošais vīns|inbid spumanti bil-gass|mousserende wijn waaraan koolzuur is toegevoegd|wino musujące gazowane|vinho espumante gaseificado|vin spumant carbogazificat|šumivé víno sýtené oxidom uhličitým|gazirano peneče vino|mousserande vin med tillsatt koldioxid"
  ),
  semi_sparkling_wine: row(
    "перлено вино|perlivé víno|perlevin|Perlwein|ημιαφρώδης οίνος|semi-sparkling wine|vino de aguja|poolvahuvein|helmiviini|vin pétillant|fíon leath-shúilíneach|biser vino|gyöngyözőbor|vino frizzante|pusiau putojantis vynas|pusdzirkstošais vīns|inbid semi-spumanti|parelwijn|wino półmusujące|vinho frisante|vin petiant|perlivé víno|biser vino|pärlande vin"
  ),
  aerated_semi_sparkling_wine: row(
    "газирано перлено вино|perlivé víno dosycené oxidem uhličitým|perlevin tilsat kulsyre|Perlwein mit zugesetzter Kohlensäure|αεριούχος ημιαφρώδης οίνος|aerated semi-sparkling wine|vino de aguja gasificado|gaseeritud poolvahuvein|hiilihapotettu helmiviini|vin pétillant gazéifié|fíon leath-shúilíneach aeraithe|gazirano biser vino|szén-dioxiddal dúsított gyöngyözőbor|vino frizzante gassificato|gazuotas pusiau putojantis vynas|gāzēts pusdzirkstošais vīns|inbid semi-spumanti bil-gass|parelwijn waaraan koolzuur is toegevoegd|wino półmusujące gazowane|vinho frisante gaseificado|vin petiant carbogazificat|perlivé víno sýtené oxidom uhličitým|gazirano biser vino|pärlande vin med tillsatt koldioxid"
  )
}

export const dealcoholisationTerms: Readonly<Record<DealcoholisationCode, Terms>> = {
  dealcoholised: row(
    "деалкохолизирано|dealkoholizované|afalkoholiseret|entalkoholisiert|αποαλκοολωμένος|de-alcoholised|desalcoholizado|alkoholitustatud|alkoholiton|désalcoolisé|dí-alcólaithe|dealkoholizirano|alkoholmentesített|dealcolizzato|dealkoholizuotas|dealkoholizēts|dealkoħolizzat|gedealcoholiseerd|dealkoholizowane|desalcoolizado|dezalcoolizat|dealkoholizované|dealkoholizirano|alkoholfritt"
  ),
  partially_dealcoholised: row(
    "частично деалкохолизирано|částečně dealkoholizované|delvist afalkoholiseret|teilweise entalkoholisiert|μερικώς αποαλκοολωμένος|partially de-alcoholised|parcialmente desalcoholizado|osaliselt alkoholitustatud|osittain alkoholiton|partiellement désalcoolisé|dí-alcólaithe go páirteach|djelomično dealkoholizirano|részben alkoholmentesített|parzialmente dealcolizzato|iš dalies dealkoholizuotas|daļēji dealkoholizēts|parzjalment dealkoħolizzat|gedeeltelijk gedealcoholiseerd|częściowo dealkoholizowane|parcialmente desalcoolizado|parțial dezalcoolizat|čiastočne dealkoholizované|delno dealkoholizirano|delvis alkoholreducerat"
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
