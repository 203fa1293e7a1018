/**
 * E-label page strings in Greek, Irish and Maltese. The legal texts each
 * field follows are listed in `index.ts`. Irish and Maltese write
 * decimals with a point, Greek with a comma.
 *
 * Verification (per table):
 * - Annex XV of Reg. (EU) No 1169/2011 (CELEX 32011R1169; the nutrient row
 *   titles) could not be read in any language version by any of the rounds
 *   of look-ups `index.ts` describes. Those titles and the other legal terms
 *   stay unverified. The known doubt about Maltese
 *   "Proteina" stays open, because no legal text read settles it. The
 *   Commission's Your Europe page (MT, nutrition-declaration/index_mt.htm)
 *   was re-read on 2026-11-25, but its stored text drops the list of
 *   nutrients.
 * - `nutritionDeclaration`: MT "Dikjarazzjoni dwar in-nutrizzjoni"
 *   (this table said "Dikjarazzjoni nutrizzjonali" before), the term of the
 *   Commission notice on the regulation's application (2018/C 196/01, CELEX
 *   52018XC0608(01), MT, section 3 heading and 3.2 "Dikjarazzjoni
 *   obbligatorja dwar in-nutrizzjoni") and of the Commission's Your Europe
 *   page on it (MT). EL "Διατροφική δήλωση": as the Commission's Your Europe
 *   page (EL) writes it and the section 3 heading of the notice (EL, read
 *   2026-11-25: "3. Διατροφική δήλωση", "3.2. Η υποχρεωτική διατροφική
 *   δήλωση"). Greek rows: no source beyond laboratories' pages.
 * - Irish (2026-11-27, `shared/research/legal-terms-sources-2026-11-27.md`):
 *   the 2011 Official Journal edition had no Irish version (Irish was then
 *   under derogation), but an Irish text of the regulation is in
 *   circulation, probably the acquis translation made after the derogation
 *   ended: an English-Irish parallel dataset of its segments (Hugging Face
 *   `pritam3355/en-ga-dataset`, train split, pages 8, 9 and 16; third-party,
 *   provenance not stated) gives Art. 30 "dearbhú cothúcháin" and the
 *   Annex XV rows "fuinneamh", "saill", "arb é atá ann" / "— sáitheáin",
 *   "carbaihiodráit", "arb é atá ann" / "— siúcraí", "próitéin", "salann".
 *   The authentic Irish text of Commission Notice C/2023/1190 (OJ C,
 *   24.11.2023, GA, table of contents) confirms the heading: "Dearbhú
 *   Cothúcháin", "Liosta na gComhábhar". So since 2026-11-27 the heading is
 *   "Dearbhú cothúcháin" (before "Dearbhú cothaithe") and the "of which" rows
 *   read "arb é atá ann: sáitheáin" and "arb é atá ann: siúcraí" (before "de
 *   sin: sáithchínn", "de sin: siúcraí"), one line per sub-row as the other
 *   languages print them. The negligible statement's saturates noun follows
 *   ("sháitheáin", lenited after "de"; the sentence itself is this
 *   project's). Not found in Irish: the Art. 21 word for "contains"
 *   ("Cuimsíonn sé" stays the project's) and the Annex II heading.
 */
import type { ELabelStrings } from "./ELabelStrings.ts"

/** Greek. */
export const el: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Συστατικά",
  allergens: "Αλλεργιογόνα",
  contains: "Περιέχει",
  nutritionDeclaration: "Διατροφική δήλωση",
  per100ml: "ανά 100 ml",
  energy: "Ενέργεια",
  nutrients: {
    fat: "Λιπαρά",
    saturates: "εκ των οποίων κορεσμένα",
    carbohydrate: "Υδατάνθρακες",
    sugars: "εκ των οποίων σάκχαρα",
    protein: "Πρωτεΐνες",
    salt: "Αλάτι"
  },
  negligible: {
    intro: "Περιέχει αμελητέες ποσότητες",
    names: {
      fat: "λιπαρών",
      saturates: "κορεσμένων",
      carbohydrate: "υδατανθράκων",
      sugars: "σακχάρων",
      protein: "πρωτεϊνών",
      salt: "αλατιού"
    },
    and: "και"
  },
  vintage: "Εσοδεία",
  nonVintage: "Χωρίς εσοδεία",
  nominalVolume: "Ονομαστικός όγκος",
  alcoholicStrength: "Αλκοολικός τίτλος",
  countryOfOrigin: "Χώρα καταγωγής",
  productionMethod: "Μέθοδος παραγωγής",
  grapeVarieties: "Ποικιλίες σταφυλιών",
  packaging: "Συσκευασία",
  recycling: "Ανακύκλωση",
  collection: "Συλλογή",
  disposal: {
    plastic: "Συλλογή πλαστικών συσκευασιών",
    paper: "Συλλογή χαρτιού και χαρτονιού",
    metal: "Συλλογή μεταλλικών συσκευασιών",
    wood: "Συλλογή ξύλου και φελλού",
    textile: "Συλλογή υφασμάτων",
    glass: "Συλλογή γυαλιού",
    composite: "Συλλογή σύνθετων συσκευασιών",
    local: "Ελέγξτε τους κανόνες ανακύκλωσης του δήμου σας."
  },
  certifications: "Πιστοποιήσεις",
  producer: "Παραγωγός",
  bottler: "Εμφιαλωτής",
  distributor: "Διανομέας",
  importer: "Εισαγωγέας",
  manufacturer: "Κατασκευαστής",
  language: "Γλώσσα",
  organic: "από βιολογική γεωργία",
  lot: "Παρτίδα",
  inspectionNumber: "Αριθμός ελέγχου"
}

/** Irish. */
export const ga: ELabelStrings = {
  decimalSeparator: ".",
  colon: ": ",
  ingredients: "Comhábhair",
  allergens: "Ailléirginí",
  contains: "Cuimsíonn sé",
  nutritionDeclaration: "Dearbhú cothúcháin",
  per100ml: "in aghaidh 100 ml",
  energy: "Fuinneamh",
  nutrients: {
    fat: "Saill",
    saturates: "arb é atá ann: sáitheáin",
    carbohydrate: "Carbaihiodráit",
    sugars: "arb é atá ann: siúcraí",
    protein: "Próitéin",
    salt: "Salann"
  },
  negligible: {
    intro: "Cuimsíonn sé méideanna diomaibhseacha de",
    names: {
      fat: "shaill",
      saturates: "sháitheáin",
      carbohydrate: "charbaihiodráit",
      sugars: "shiúcraí",
      protein: "phróitéin",
      salt: "shalann"
    },
    and: "agus"
  },
  vintage: "Fíonbhliain",
  nonVintage: "Gan fíonbhliain",
  nominalVolume: "Toirt ainmniúil",
  alcoholicStrength: "Neart alcóil",
  countryOfOrigin: "Tír thionscnaimh",
  productionMethod: "Modh táirgthe",
  grapeVarieties: "Cineálacha fíonchaor",
  packaging: "Pacáistíocht",
  recycling: "Athchúrsáil",
  collection: "Bailiú",
  disposal: {
    plastic: "Bailiú pacáistíochta plaisteach",
    paper: "Bailiú páipéir agus cairtchláir",
    metal: "Bailiú pacáistíochta miotail",
    wood: "Bailiú adhmaid agus coirc",
    textile: "Bailiú teicstílí",
    glass: "Bailiú gloine",
    composite: "Bailiú pacáistíochta ilchodaí",
    local: "Féach rialacha bailithe d'údaráis áitiúil."
  },
  certifications: "Deimhnithe",
  producer: "Táirgeoir",
  bottler: "Buidéalaí",
  distributor: "Dáileoir",
  importer: "Allmhaireoir",
  manufacturer: "Monaróir",
  language: "Teanga",
  organic: "ó fheirmeoireacht orgánach",
  lot: "Baisc",
  inspectionNumber: "Uimhir iniúchta"
}

/** Maltese. */
export const mt: ELabelStrings = {
  decimalSeparator: ".",
  colon: ": ",
  ingredients: "Ingredjenti",
  allergens: "Allerġeni",
  contains: "Fih",
  nutritionDeclaration: "Dikjarazzjoni dwar in-nutrizzjoni",
  per100ml: "għal kull 100 ml",
  energy: "Enerġija",
  nutrients: {
    fat: "Xaħam",
    saturates: "li minnu saturati",
    carbohydrate: "Karboidrati",
    sugars: "li minnhom zokkor",
    protein: "Proteina",
    salt: "Melħ"
  },
  negligible: {
    intro: "Fih ammonti negliġibbli ta'",
    names: {
      fat: "xaħam",
      saturates: "saturati",
      carbohydrate: "karboidrati",
      sugars: "zokkor",
      protein: "proteina",
      salt: "melħ"
    },
    and: "u"
  },
  vintage: "Vendemmja",
  nonVintage: "Mingħajr vendemmja",
  nominalVolume: "Volum nominali",
  alcoholicStrength: "Qawwa alkoħolika",
  countryOfOrigin: "Pajjiż tal-oriġini",
  productionMethod: "Metodu ta' produzzjoni",
  grapeVarieties: "Varjetajiet tal-għeneb",
  packaging: "Imballaġġ",
  recycling: "Riċiklaġġ",
  collection: "Ġbir",
  disposal: {
    plastic: "Ġbir tal-imballaġġ tal-plastik",
    paper: "Ġbir tal-karta u l-kartun",
    metal: "Ġbir tal-imballaġġ tal-metall",
    wood: "Ġbir tal-injam u s-sufra",
    textile: "Ġbir tat-tessuti",
    glass: "Ġbir tal-ħġieġ",
    composite: "Ġbir tal-imballaġġ kompost",
    local: "Iċċekkja r-regoli tal-ġbir tal-kunsill lokali tiegħek."
  },
  certifications: "Ċertifikazzjonijiet",
  producer: "Produttur",
  bottler: "Ibbottiljat minn",
  distributor: "Distributur",
  importer: "Importatur",
  manufacturer: "Manifattur",
  language: "Lingwa",
  organic: "minn biedja organika",
  lot: "Lott",
  inspectionNumber: "Numru tal-ispezzjoni"
}
