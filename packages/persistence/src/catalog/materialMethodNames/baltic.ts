/**
 * Packaging-material and production-method names in Lithuanian and Latvian.
 * Translated for this catalogue: see `MaterialMethodNameTable.ts`.
 */
import type { MaterialMethodNameTable } from "./MaterialMethodNameTable.ts"

/** Lithuanian. */
export const lt: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Polietileno tereftalatas",
    "High-density polyethylene": "Didelio tankio polietilenas",
    "Polyvinyl chloride": "Polivinilchloridas",
    "Low-density polyethylene": "Mažo tankio polietilenas",
    Polypropylene: "Polipropilenas",
    Polystyrene: "Polistirenas",
    "Other plastics": "Kiti plastikai",
    "Corrugated cardboard": "Gofruotas kartonas",
    "Non-corrugated cardboard": "Negofruotas kartonas",
    Paper: "Popierius",
    Steel: "Plienas",
    Aluminium: "Aliuminis",
    Wood: "Mediena",
    Cork: "Kamštiena",
    Cotton: "Medvilnė",
    Jute: "Džiutas",
    "Colourless glass": "Bespalvis stiklas",
    "Green glass": "Žalias stiklas",
    "Brown glass": "Rudas stiklas",
    "Composite: paper and cardboard / plastic": "Kompozitas: popierius ir kartonas / plastikas",
    "Composite: paper and cardboard / aluminium": "Kompozitas: popierius ir kartonas / aliuminis",
    "Composite: paper and cardboard / plastic / aluminium": "Kompozitas: popierius ir kartonas / plastikas / aliuminis",
    "Composite: plastic / aluminium, mainly plastic": "Kompozitas: plastikas / aliuminis, daugiausia plastikas",
    "Composite: plastic / aluminium, mainly aluminium": "Kompozitas: plastikas / aliuminis, daugiausia aliuminis"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Tradicinis metodas (fermentacija butelyje)",
    "Transfer method": "Perpylimo metodas",
    "Tank method (Charmat / Martinotti)": "Rezervuarinis metodas (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Protėvių metodas (pét-nat)",
    "Carbonation (added carbon dioxide)": "Gazavimas (pridėtas anglies dioksidas)",
    "Carbonic maceration": "Anglies dioksido maceracija",
    "Skin contact (orange wine)": "Maceracija su odelėmis (oranžinis vynas)",
    "Saignée (bleeding off)": "Saignée (sulos nupylimas)",
    "Fortification (liqueur wine)": "Stiprinimas (likerinis vynas)",
    "Appassimento (dried grapes)": "Appassimento (džiovintos vynuogės)",
    "Botrytised (noble rot)": "Botritizuotas (kilnusis puvinys)",
    "Ice wine": "Ledinis vynas",
    "Late harvest": "Vėlyvasis derlius",
    "Ageing on lees (sur lie)": "Brandinimas ant nuosėdų (sur lie)",
    "Ageing in oak barrels": "Brandinimas ąžuolo statinėse",
    "Amphora / qvevri": "Amfora / kvevris",
    "Biological ageing under flor": "Biologinis brandinimas po flor",
    "Oxidative ageing": "Oksidacinis brandinimas",
    "Solera system": "Soleros sistema",
    Dealcoholisation: "Dealkoholizavimas"
  }
}

/** Latvian. */
export const lv: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Polietilēntereftalāts",
    "High-density polyethylene": "Augsta blīvuma polietilēns",
    "Polyvinyl chloride": "Polivinilhlorīds",
    "Low-density polyethylene": "Zema blīvuma polietilēns",
    Polypropylene: "Polipropilēns",
    Polystyrene: "Polistirols",
    "Other plastics": "Citas plastmasas",
    "Corrugated cardboard": "Gofrēts kartons",
    "Non-corrugated cardboard": "Negofrēts kartons",
    Paper: "Papīrs",
    Steel: "Tērauds",
    Aluminium: "Alumīnijs",
    Wood: "Koks",
    Cork: "Korķis",
    Cotton: "Kokvilna",
    Jute: "Džuta",
    "Colourless glass": "Bezkrāsains stikls",
    "Green glass": "Zaļš stikls",
    "Brown glass": "Brūns stikls",
    "Composite: paper and cardboard / plastic": "Kompozīts: papīrs un kartons / plastmasa",
    "Composite: paper and cardboard / aluminium": "Kompozīts: papīrs un kartons / alumīnijs",
    "Composite: paper and cardboard / plastic / aluminium": "Kompozīts: papīrs un kartons / plastmasa / alumīnijs",
    "Composite: plastic / aluminium, mainly plastic": "Kompozīts: plastmasa / alumīnijs, galvenokārt plastmasa",
    "Composite: plastic / aluminium, mainly aluminium": "Kompozīts: plastmasa / alumīnijs, galvenokārt alumīnijs"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Tradicionālā metode (raudzēšana pudelē)",
    "Transfer method": "Pārliešanas metode",
    "Tank method (Charmat / Martinotti)": "Rezervuāra metode (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Senču metode (pét-nat)",
    "Carbonation (added carbon dioxide)": "Gāzēšana (pievienots oglekļa dioksīds)",
    "Carbonic maceration": "Ogļskābās gāzes macerācija",
    "Skin contact (orange wine)": "Macerācija ar mizām (oranžais vīns)",
    "Saignée (bleeding off)": "Saignée (sulas notecināšana)",
    "Fortification (liqueur wine)": "Stiprināšana (liķiervīns)",
    "Appassimento (dried grapes)": "Appassimento (žāvētas vīnogas)",
    "Botrytised (noble rot)": "Botritizēts (cēlā puve)",
    "Ice wine": "Ledus vīns",
    "Late harvest": "Vēlā raža",
    "Ageing on lees (sur lie)": "Izturēšana uz nogulsnēm (sur lie)",
    "Ageing in oak barrels": "Izturēšana ozolkoka mucās",
    "Amphora / qvevri": "Amfora / kvevri",
    "Biological ageing under flor": "Bioloģiskā izturēšana zem flor",
    "Oxidative ageing": "Oksidatīvā izturēšana",
    "Solera system": "Soleras sistēma",
    Dealcoholisation: "Dealkoholizācija"
  }
}
