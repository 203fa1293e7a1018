/**
 * E-label page strings in Bulgarian, Czech, Croatian, Polish, Slovak and
 * Slovenian. The legal texts each field follows are listed in
 * `index.ts`. The negligible-amounts names are in the genitive, as
 * the intro's "amounts of" requires in each of these languages.
 *
 * Verification (per table; the Croatian text of Reg. (EU) No 1169/2011 is the
 * special edition, chapter 15 volume 020; sources read on 2026-11-25):
 * - Annex XV of Reg. (EU) No 1169/2011 (CELEX 32011R1169; the nutrient row
 *   titles) could not be read in any language version: the search tool
 *   returns only the opening of stored pages (see `index.ts`).
 * - Art. 30(1), the regulation's own list of the mandatory nutrients, was
 *   read on two sites that publish the act one article a page:
 *   - BG, exlege.bg/normi/reglament-es-no-1169-2011/norm-references/95351:
 *     "Задължителното обявяване на хранителната стойност включва следното:
 *     а) енергийната стойност; и б) количества мазнини, наситени мастни
 *     киселини, въглехидрати, захари, белтък и сол." Protein is "Белтък"
 *     here (this table had "Белтъчини", which no legal text read uses); the
 *     other nouns are the table's. Art. 30 and the Annex XV row may differ
 *     (in German they do: "Brennwert" against "Energie"), so the protein row
 *     is a doubt to settle against the Annex on EUR-Lex.
 *   - PL, sip.lex.pl (version of 1 January 2018), art. 30: "Obowiązkowa
 *     informacja o wartości odżywczej obejmuje …: a) wartość energetyczna;
 *     oraz b) ilość tłuszczu, kwasów tłuszczowych nasyconych, węglowodanów,
 *     cukrów, białka oraz soli." The nouns are the table's; "w tym" is
 *     unverified.
 * - SK rows match, word for word, the order the Commission notice
 *   2018/C 196/01 (CELEX 52018XC0608(01)) gives, as a company page quotes it
 *   (sanielit.sk): "energetická hodnota, tuky, z toho nasýtené mastné
 *   kyseliny, sacharidy, z toho cukry, bielkoviny, soľ".
 * - SL and HR rows: consistent with restatements (Verlag Dashöfer,
 *   "… maščobe, nasičene maščobe, ogljikove hidrate, sladkorje, beljakovine
 *   in sol"; ambalaza.hr, "masti, zasićenih masnih kiselina, ugljikohidrata,
 *   šećera, bjelančevina i soli"). CS rows: no reliable source.
 * - `nutritionDeclaration` is the term of Art. 9(1)(l) as quoted in the
 *   keywords of the Court of Justice in case C-388/20 (EUR-Lex CELEX
 *   62020CJ0388 and 62020CC0388): BG "Обявяване на хранителната стойност"
 *   (also Art. 30 above), CS and SK "Výživové údaje", SL "Označba hranilne
 *   vrednosti", HR "Nutritivna deklaracija" (also the notice's section 3),
 *   PL "Informacja o wartości odżywczej" (also Art. 30 above; this table had
 *   "Wartość odżywcza", the usual on-pack heading, not the regulation's
 *   term). The BG and CS forms of a Glosbe draft segment ("обявяване на
 *   хранителните стойности", "nutriční údaje") are not the adopted text.
 */
import type { ELabelStrings } from "./ELabelStrings.ts"

/** Bulgarian. */
export const bg: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Съставки",
  allergens: "Алергени",
  contains: "Съдържа",
  nutritionDeclaration: "Обявяване на хранителната стойност",
  per100ml: "на 100 ml",
  energy: "Енергийна стойност",
  nutrients: {
    fat: "Мазнини",
    saturates: "от които наситени мастни киселини",
    carbohydrate: "Въглехидрати",
    sugars: "от които захари",
    protein: "Белтък",
    salt: "Сол"
  },
  negligible: {
    intro: "Съдържа незначителни количества",
    names: {
      fat: "мазнини",
      saturates: "наситени мастни киселини",
      carbohydrate: "въглехидрати",
      sugars: "захари",
      protein: "белтък",
      salt: "сол"
    },
    and: "и"
  },
  vintage: "Реколта",
  nonVintage: "Без реколта",
  nominalVolume: "Номинален обем",
  alcoholicStrength: "Алкохолно съдържание",
  countryOfOrigin: "Държава на произход",
  productionMethod: "Метод на производство",
  grapeVarieties: "Сортове грозде",
  packaging: "Опаковка",
  recycling: "Рециклиране",
  collection: "Събиране",
  disposal: {
    plastic: "Разделно събиране на пластмасови опаковки",
    paper: "Разделно събиране на хартия и картон",
    metal: "Разделно събиране на метални опаковки",
    wood: "Разделно събиране на дърво и корк",
    textile: "Разделно събиране на текстил",
    glass: "Разделно събиране на стъкло",
    composite: "Разделно събиране на композитни опаковки",
    local: "Проверете правилата за разделно събиране във вашата община."
  },
  certifications: "Сертификати",
  producer: "Производител",
  bottler: "Бутилиращо предприятие",
  distributor: "Дистрибутор",
  importer: "Вносител",
  manufacturer: "Производител",
  language: "Език",
  organic: "от биологично земеделие",
  lot: "Партида",
  inspectionNumber: "Контролен номер"
}

/** Czech. */
export const cs: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Složení",
  allergens: "Alergeny",
  contains: "Obsahuje",
  nutritionDeclaration: "Výživové údaje",
  per100ml: "na 100 ml",
  energy: "Energetická hodnota",
  nutrients: {
    fat: "Tuky",
    saturates: "z toho nasycené mastné kyseliny",
    carbohydrate: "Sacharidy",
    sugars: "z toho cukry",
    protein: "Bílkoviny",
    salt: "Sůl"
  },
  negligible: {
    intro: "Obsahuje zanedbatelné množství",
    names: {
      fat: "tuků",
      saturates: "nasycených mastných kyselin",
      carbohydrate: "sacharidů",
      sugars: "cukrů",
      protein: "bílkovin",
      salt: "soli"
    },
    and: "a"
  },
  vintage: "Ročník",
  nonVintage: "Bez ročníku",
  nominalVolume: "Jmenovitý objem",
  alcoholicStrength: "Obsah alkoholu",
  countryOfOrigin: "Země původu",
  productionMethod: "Způsob výroby",
  grapeVarieties: "Odrůdy révy",
  packaging: "Obal",
  recycling: "Recyklace",
  collection: "Sběr",
  disposal: {
    plastic: "Tříděný sběr plastů",
    paper: "Tříděný sběr papíru a lepenky",
    metal: "Tříděný sběr kovů",
    wood: "Sběr dřeva a korku",
    textile: "Sběr textilu",
    glass: "Tříděný sběr skla",
    composite: "Sběr kompozitních obalů",
    local: "Řiďte se pravidly třídění odpadu ve vaší obci."
  },
  certifications: "Certifikace",
  producer: "Výrobce",
  bottler: "Plnič",
  distributor: "Distributor",
  importer: "Dovozce",
  manufacturer: "Výrobce",
  language: "Jazyk",
  organic: "z ekologického zemědělství",
  lot: "Šarže",
  inspectionNumber: "Kontrolní číslo"
}

/** Croatian. */
export const hr: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Sastojci",
  allergens: "Alergeni",
  contains: "Sadrži",
  nutritionDeclaration: "Nutritivna deklaracija",
  per100ml: "na 100 ml",
  energy: "Energija",
  nutrients: {
    fat: "Masti",
    saturates: "od kojih zasićene masne kiseline",
    carbohydrate: "Ugljikohidrati",
    sugars: "od kojih šećeri",
    protein: "Bjelančevine",
    salt: "Sol"
  },
  negligible: {
    intro: "Sadrži zanemarive količine",
    names: {
      fat: "masti",
      saturates: "zasićenih masnih kiselina",
      carbohydrate: "ugljikohidrata",
      sugars: "šećera",
      protein: "bjelančevina",
      salt: "soli"
    },
    and: "i"
  },
  vintage: "Berba",
  nonVintage: "Bez godine berbe",
  nominalVolume: "Nazivni volumen",
  alcoholicStrength: "Alkoholna jakost",
  countryOfOrigin: "Zemlja podrijetla",
  productionMethod: "Metoda proizvodnje",
  grapeVarieties: "Sorte grožđa",
  packaging: "Ambalaža",
  recycling: "Recikliranje",
  collection: "Prikupljanje",
  disposal: {
    plastic: "Odvojeno prikupljanje plastične ambalaže",
    paper: "Odvojeno prikupljanje papira i kartona",
    metal: "Odvojeno prikupljanje metalne ambalaže",
    wood: "Odvojeno prikupljanje drva i pluta",
    textile: "Odvojeno prikupljanje tekstila",
    glass: "Odvojeno prikupljanje stakla",
    composite: "Odvojeno prikupljanje višeslojne ambalaže",
    local: "Provjerite pravila odvojenog prikupljanja u svojoj općini."
  },
  certifications: "Certifikati",
  producer: "Proizvođač",
  bottler: "Punitelj",
  distributor: "Distributer",
  importer: "Uvoznik",
  manufacturer: "Proizvođač",
  language: "Jezik",
  organic: "iz ekološkog uzgoja",
  lot: "Serija",
  inspectionNumber: "Kontrolni broj"
}

/** Polish. */
export const pl: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Składniki",
  allergens: "Alergeny",
  contains: "Zawiera",
  nutritionDeclaration: "Informacja o wartości odżywczej",
  per100ml: "w 100 ml",
  energy: "Wartość energetyczna",
  nutrients: {
    fat: "Tłuszcz",
    saturates: "w tym kwasy tłuszczowe nasycone",
    carbohydrate: "Węglowodany",
    sugars: "w tym cukry",
    protein: "Białko",
    salt: "Sól"
  },
  negligible: {
    intro: "Zawiera nieznaczne ilości",
    names: {
      fat: "tłuszczu",
      saturates: "kwasów tłuszczowych nasyconych",
      carbohydrate: "węglowodanów",
      sugars: "cukrów",
      protein: "białka",
      salt: "soli"
    },
    and: "i"
  },
  vintage: "Rocznik",
  nonVintage: "Bez rocznika",
  nominalVolume: "Objętość nominalna",
  alcoholicStrength: "Zawartość alkoholu",
  countryOfOrigin: "Kraj pochodzenia",
  productionMethod: "Metoda produkcji",
  grapeVarieties: "Odmiany winorośli",
  packaging: "Opakowanie",
  recycling: "Recykling",
  collection: "Zbiórka",
  disposal: {
    plastic: "Pojemnik na metale i tworzywa sztuczne",
    paper: "Pojemnik na papier",
    metal: "Pojemnik na metale i tworzywa sztuczne",
    wood: "Zbiórka drewna i korka",
    textile: "Zbiórka tekstyliów",
    glass: "Pojemnik na szkło",
    composite: "Pojemnik na metale i tworzywa sztuczne",
    local: "Sprawdź zasady segregacji odpadów w swojej gminie."
  },
  certifications: "Certyfikaty",
  producer: "Producent",
  bottler: "Rozlewca",
  distributor: "Dystrybutor",
  importer: "Importer",
  manufacturer: "Producent",
  language: "Język",
  organic: "z rolnictwa ekologicznego",
  lot: "Partia",
  inspectionNumber: "Numer kontrolny"
}

/** Slovak. */
export const sk: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Zloženie",
  allergens: "Alergény",
  contains: "Obsahuje",
  nutritionDeclaration: "Výživové údaje",
  per100ml: "na 100 ml",
  energy: "Energetická hodnota",
  nutrients: {
    fat: "Tuky",
    saturates: "z toho nasýtené mastné kyseliny",
    carbohydrate: "Sacharidy",
    sugars: "z toho cukry",
    protein: "Bielkoviny",
    salt: "Soľ"
  },
  negligible: {
    intro: "Obsahuje zanedbateľné množstvá",
    names: {
      fat: "tukov",
      saturates: "nasýtených mastných kyselín",
      carbohydrate: "sacharidov",
      sugars: "cukrov",
      protein: "bielkovín",
      salt: "soli"
    },
    and: "a"
  },
  vintage: "Ročník",
  nonVintage: "Bez ročníka",
  nominalVolume: "Menovitý objem",
  alcoholicStrength: "Obsah alkoholu",
  countryOfOrigin: "Krajina pôvodu",
  productionMethod: "Spôsob výroby",
  grapeVarieties: "Odrody viniča",
  packaging: "Obal",
  recycling: "Recyklácia",
  collection: "Zber",
  disposal: {
    plastic: "Triedený zber plastov",
    paper: "Triedený zber papiera a lepenky",
    metal: "Triedený zber kovov",
    wood: "Zber dreva a korku",
    textile: "Zber textilu",
    glass: "Triedený zber skla",
    composite: "Zber viacvrstvových obalov",
    local: "Riaďte sa pravidlami triedenia odpadu vo vašej obci."
  },
  certifications: "Certifikáty",
  producer: "Výrobca",
  bottler: "Plnič",
  distributor: "Distribútor",
  importer: "Dovozca",
  manufacturer: "Výrobca",
  language: "Jazyk",
  organic: "z ekologického poľnohospodárstva",
  lot: "Šarža",
  inspectionNumber: "Kontrolné číslo"
}

/** Slovenian. */
export const sl: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Sestavine",
  allergens: "Alergeni",
  contains: "Vsebuje",
  nutritionDeclaration: "Označba hranilne vrednosti",
  per100ml: "na 100 ml",
  energy: "Energijska vrednost",
  nutrients: {
    fat: "Maščobe",
    saturates: "od tega nasičene maščobe",
    carbohydrate: "Ogljikovi hidrati",
    sugars: "od tega sladkorji",
    protein: "Beljakovine",
    salt: "Sol"
  },
  negligible: {
    intro: "Vsebuje zanemarljive količine",
    names: {
      fat: "maščob",
      saturates: "nasičenih maščob",
      carbohydrate: "ogljikovih hidratov",
      sugars: "sladkorjev",
      protein: "beljakovin",
      salt: "soli"
    },
    and: "in"
  },
  vintage: "Letnik",
  nonVintage: "Brez letnika",
  nominalVolume: "Nazivna prostornina",
  alcoholicStrength: "Alkoholna stopnja",
  countryOfOrigin: "Država porekla",
  productionMethod: "Način pridelave",
  grapeVarieties: "Sorte grozdja",
  packaging: "Embalaža",
  recycling: "Recikliranje",
  collection: "Zbiranje",
  disposal: {
    plastic: "Ločeno zbiranje plastične embalaže",
    paper: "Ločeno zbiranje papirja in kartona",
    metal: "Ločeno zbiranje kovinske embalaže",
    wood: "Zbiranje lesa in plute",
    textile: "Zbiranje tekstila",
    glass: "Ločeno zbiranje stekla",
    composite: "Ločeno zbiranje sestavljene embalaže",
    local: "Preverite pravila ločenega zbiranja v svoji občini."
  },
  certifications: "Certifikati",
  producer: "Pridelovalec",
  bottler: "Polnilec",
  distributor: "Distributer",
  importer: "Uvoznik",
  manufacturer: "Proizvajalec",
  language: "Jezik",
  organic: "iz ekološkega kmetijstva",
  lot: "Serija",
  inspectionNumber: "Kontrolna številka"
}
