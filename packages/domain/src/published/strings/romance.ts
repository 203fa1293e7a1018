/**
 * E-label page strings in French, Italian, Spanish, Portuguese and Romanian.
 * The legal texts each field follows are listed in `index.ts`.
 * French names in the negligible-amounts statement carry their own "de"/"d'",
 * as elision requires; French puts a no-break space before the colon.
 * (Spanish "y" would become "e" before "hidratos", but carbohydrate is never
 * last: its sugars always follow it.)
 *
 * Verification (sources read on 2026-11-25). Annex XV of Reg. (EU) No
 * 1169/2011 (the row titles) could not be read in any of these versions: the
 * search tool returns only the opening of stored pages (see `index.ts`).
 * Restatements read instead:
 * - ES: a verbatim copy of Annex XV (cursos.tienda/anexo-xiv-anexo-xv, which
 *   also puts "ANEXO XV" over Annex XIV, so it is not faithful throughout)
 *   reads "valor energético | grasas | de las cuales: | —ácidos grasos
 *   saturados | … hidratos de carbono | de los cuales: | —azúcares | …
 *   proteínas | sal", and a restatement of Art. 30(1) (cibr.es) names
 *   "ácidos grasos saturados" too (research of 2026-11-27, sources S9). So
 *   the saturates row follows the act's text since 2026-11-27: "de las
 *   cuales ácidos grasos saturados" (before: "de las cuales saturadas", as
 *   a copy of the Commission's 2013 Q&A, cursos.tienda/?p=17568, orders the
 *   rows). Doubt kept: AESAN's labelling site and laboratories write "grasas
 *   saturadas"; settle against EUR-Lex. The other rows match both copies.
 * - PT: the guide of FIPA, the food-industry federation, which gives "the
 *   terms and sequence" to use (addcomunicacao.com/pageflip/fipa, p. 10):
 *   "Energia | Lípidos | dos quais: ácidos gordos saturados | Hidratos de
 *   Carbono | dos quais: Açúcares | Proteínas | Sal". Saturates follow it
 *   ("dos quais saturados" before).
 * - IT: every row as the Turin Chamber of Commerce labelling portal gives
 *   the prescribed wording (portale-etichettatura.lab-to.camcom.it/
 *   dichiarazione-nutrizionale/).
 * - RO: the nouns as the consumer-protection authority ANPC and InfoCons
 *   restate Art. 30(1); "din care" is unverified.
 * - FR: the Art. 30(1) nouns as restated ("matières grasses, acides gras
 *   saturés, glucides, sucres, protéines, sel"); the "Énergie" row and
 *   "dont" are unverified.
 * - `nutritionDeclaration`: the section 3 heading of the Commission notice
 *   2018/C 196/01 (CELEX 52018XC0608(01)), which uses the regulation's term:
 *   ES "Información nutricional" (in Spanish texts "declaración nutricional"
 *   names a nutrition claim; only a Glosbe draft segment used it here), IT
 *   "Dichiarazione nutrizionale", PT "Declaração nutricional", RO
 *   "Declarația nutrițională" (the table has the form without the article);
 *   FR "déclaration nutritionnelle" as Council document 14463/11 writes it.
 */
import type { ELabelStrings } from "./ELabelStrings.ts"

/** French. */
export const fr: ELabelStrings = {
  decimalSeparator: ",",
  colon: "\u00a0: ",
  ingredients: "Ingrédients",
  allergens: "Allergènes",
  contains: "Contient",
  nutritionDeclaration: "Déclaration nutritionnelle",
  per100ml: "pour 100 ml",
  energy: "Énergie",
  nutrients: {
    fat: "Matières grasses",
    saturates: "dont acides gras saturés",
    carbohydrate: "Glucides",
    sugars: "dont sucres",
    protein: "Protéines",
    salt: "Sel"
  },
  negligible: {
    intro: "Contient des quantités négligeables",
    names: {
      fat: "de matières grasses",
      saturates: "d'acides gras saturés",
      carbohydrate: "de glucides",
      sugars: "de sucres",
      protein: "de protéines",
      salt: "de sel"
    },
    and: "et"
  },
  vintage: "Millésime",
  nonVintage: "Non millésimé",
  nominalVolume: "Volume nominal",
  alcoholicStrength: "Titre alcoométrique",
  countryOfOrigin: "Pays d'origine",
  productionMethod: "Méthode d'élaboration",
  grapeVarieties: "Cépages",
  packaging: "Emballage",
  recycling: "Recyclage",
  collection: "Collecte",
  disposal: {
    plastic: "Collecte des emballages en plastique",
    paper: "Collecte des papiers et cartons",
    metal: "Collecte des emballages métalliques",
    wood: "Collecte du bois et du liège",
    textile: "Collecte des textiles",
    glass: "Collecte du verre",
    composite: "Collecte des emballages composites",
    local: "Consultez les consignes de tri de votre commune."
  },
  certifications: "Certifications",
  producer: "Producteur",
  bottler: "Embouteilleur",
  distributor: "Distributeur",
  importer: "Importateur",
  manufacturer: "Fabricant",
  language: "Langue",
  organic: "issu de l'agriculture biologique",
  lot: "Lot",
  inspectionNumber: "Numéro de contrôle"
}

/** Italian. */
export const it: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Ingredienti",
  allergens: "Allergeni",
  contains: "Contiene",
  nutritionDeclaration: "Dichiarazione nutrizionale",
  per100ml: "per 100 ml",
  energy: "Energia",
  nutrients: {
    fat: "Grassi",
    saturates: "di cui acidi grassi saturi",
    carbohydrate: "Carboidrati",
    sugars: "di cui zuccheri",
    protein: "Proteine",
    salt: "Sale"
  },
  negligible: {
    intro: "Contiene quantità trascurabili di",
    names: {
      fat: "grassi",
      saturates: "acidi grassi saturi",
      carbohydrate: "carboidrati",
      sugars: "zuccheri",
      protein: "proteine",
      salt: "sale"
    },
    and: "e"
  },
  vintage: "Annata",
  nonVintage: "Senza annata",
  nominalVolume: "Volume nominale",
  alcoholicStrength: "Titolo alcolometrico",
  countryOfOrigin: "Paese d'origine",
  productionMethod: "Metodo di produzione",
  grapeVarieties: "Vitigni",
  packaging: "Imballaggio",
  recycling: "Riciclo",
  collection: "Raccolta",
  disposal: {
    plastic: "Raccolta della plastica",
    paper: "Raccolta di carta e cartone",
    metal: "Raccolta dei metalli",
    wood: "Raccolta di legno e sughero",
    textile: "Raccolta dei tessili",
    glass: "Raccolta del vetro",
    composite: "Raccolta degli imballaggi compositi",
    local: "Verifica le disposizioni del tuo Comune."
  },
  certifications: "Certificazioni",
  producer: "Produttore",
  bottler: "Imbottigliatore",
  distributor: "Distributore",
  importer: "Importatore",
  manufacturer: "Fabbricante",
  language: "Lingua",
  organic: "da agricoltura biologica",
  lot: "Lotto",
  inspectionNumber: "Numero di controllo"
}

/** Spanish. */
export const es: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Ingredientes",
  allergens: "Alérgenos",
  contains: "Contiene",
  nutritionDeclaration: "Información nutricional",
  per100ml: "por 100 ml",
  energy: "Valor energético",
  nutrients: {
    fat: "Grasas",
    saturates: "de las cuales ácidos grasos saturados",
    carbohydrate: "Hidratos de carbono",
    sugars: "de los cuales azúcares",
    protein: "Proteínas",
    salt: "Sal"
  },
  negligible: {
    intro: "Contiene cantidades insignificantes de",
    names: {
      fat: "grasas",
      saturates: "ácidos grasos saturados",
      carbohydrate: "hidratos de carbono",
      sugars: "azúcares",
      protein: "proteínas",
      salt: "sal"
    },
    and: "y"
  },
  vintage: "Añada",
  nonVintage: "Sin añada",
  nominalVolume: "Volumen nominal",
  alcoholicStrength: "Grado alcohólico",
  countryOfOrigin: "País de origen",
  productionMethod: "Método de elaboración",
  grapeVarieties: "Variedades de uva",
  packaging: "Envase",
  recycling: "Reciclaje",
  collection: "Recogida",
  disposal: {
    plastic: "Contenedor de envases de plástico",
    paper: "Contenedor de papel y cartón",
    metal: "Contenedor de envases metálicos",
    wood: "Recogida de madera y corcho",
    textile: "Recogida de textiles",
    glass: "Contenedor de vidrio",
    composite: "Contenedor de envases compuestos",
    local: "Consulte las normas de recogida de su municipio."
  },
  certifications: "Certificaciones",
  producer: "Productor",
  bottler: "Embotellador",
  distributor: "Distribuidor",
  importer: "Importador",
  manufacturer: "Fabricante",
  language: "Idioma",
  organic: "procedente de la agricultura ecológica",
  lot: "Lote",
  inspectionNumber: "Número de control"
}

/** Portuguese. */
export const pt: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Ingredientes",
  allergens: "Alergénios",
  contains: "Contém",
  nutritionDeclaration: "Declaração nutricional",
  per100ml: "por 100 ml",
  energy: "Energia",
  nutrients: {
    fat: "Lípidos",
    saturates: "dos quais ácidos gordos saturados",
    carbohydrate: "Hidratos de carbono",
    sugars: "dos quais açúcares",
    protein: "Proteínas",
    salt: "Sal"
  },
  negligible: {
    intro: "Contém quantidades insignificantes de",
    names: {
      fat: "lípidos",
      saturates: "ácidos gordos saturados",
      carbohydrate: "hidratos de carbono",
      sugars: "açúcares",
      protein: "proteínas",
      salt: "sal"
    },
    and: "e"
  },
  vintage: "Colheita",
  nonVintage: "Sem ano de colheita",
  nominalVolume: "Volume nominal",
  alcoholicStrength: "Teor alcoólico",
  countryOfOrigin: "País de origem",
  productionMethod: "Método de produção",
  grapeVarieties: "Castas",
  packaging: "Embalagem",
  recycling: "Reciclagem",
  collection: "Recolha",
  disposal: {
    plastic: "Ecoponto de embalagens de plástico",
    paper: "Ecoponto de papel e cartão",
    metal: "Ecoponto de embalagens metálicas",
    wood: "Recolha de madeira e cortiça",
    textile: "Recolha de têxteis",
    glass: "Ecoponto do vidro",
    composite: "Recolha de embalagens compósitas",
    local: "Consulte as regras de recolha do seu município."
  },
  certifications: "Certificações",
  producer: "Produtor",
  bottler: "Engarrafador",
  distributor: "Distribuidor",
  importer: "Importador",
  manufacturer: "Fabricante",
  language: "Idioma",
  organic: "proveniente da agricultura biológica",
  lot: "Lote",
  inspectionNumber: "Número de controlo"
}

/** Romanian. */
export const ro: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Ingrediente",
  allergens: "Alergeni",
  contains: "Conține",
  nutritionDeclaration: "Declarație nutrițională",
  per100ml: "per 100 ml",
  energy: "Valoare energetică",
  nutrients: {
    fat: "Grăsimi",
    saturates: "din care acizi grași saturați",
    carbohydrate: "Glucide",
    sugars: "din care zaharuri",
    protein: "Proteine",
    salt: "Sare"
  },
  negligible: {
    intro: "Conține cantități neglijabile de",
    names: {
      fat: "grăsimi",
      saturates: "acizi grași saturați",
      carbohydrate: "glucide",
      sugars: "zaharuri",
      protein: "proteine",
      salt: "sare"
    },
    and: "și"
  },
  vintage: "Anul recoltei",
  nonVintage: "Fără an de recoltă",
  nominalVolume: "Volum nominal",
  alcoholicStrength: "Concentrație alcoolică",
  countryOfOrigin: "Țara de origine",
  productionMethod: "Metoda de producție",
  grapeVarieties: "Soiuri de struguri",
  packaging: "Ambalaj",
  recycling: "Reciclare",
  collection: "Colectare",
  disposal: {
    plastic: "Colectarea ambalajelor din plastic",
    paper: "Colectarea hârtiei și a cartonului",
    metal: "Colectarea ambalajelor metalice",
    wood: "Colectarea lemnului și a plutei",
    textile: "Colectarea textilelor",
    glass: "Colectarea sticlei",
    composite: "Colectarea ambalajelor compozite",
    local: "Verificați regulile de colectare ale localității dumneavoastră."
  },
  certifications: "Certificări",
  producer: "Producător",
  bottler: "Îmbuteliator",
  distributor: "Distribuitor",
  importer: "Importator",
  manufacturer: "Producător",
  language: "Limba",
  organic: "din agricultură ecologică",
  lot: "Lot",
  inspectionNumber: "Număr de control"
}
