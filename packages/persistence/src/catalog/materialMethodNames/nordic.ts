/**
 * Packaging-material and production-method names in Danish and Swedish.
 * Translated for this catalogue: see `MaterialMethodNameTable.ts`.
 */
import type { MaterialMethodNameTable } from "./MaterialMethodNameTable.ts"

/** Danish. */
export const da: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Polyethylenterephthalat",
    "High-density polyethylene": "Polyethylen med høj densitet",
    "Polyvinyl chloride": "Polyvinylchlorid",
    "Low-density polyethylene": "Polyethylen med lav densitet",
    Polypropylene: "Polypropylen",
    Polystyrene: "Polystyren",
    "Other plastics": "Anden plast",
    "Corrugated cardboard": "Bølgepap",
    "Non-corrugated cardboard": "Ikke-bølget pap",
    Paper: "Papir",
    Steel: "Stål",
    Aluminium: "Aluminium",
    Wood: "Træ",
    Cork: "Kork",
    Cotton: "Bomuld",
    Jute: "Jute",
    "Colourless glass": "Farveløst glas",
    "Green glass": "Grønt glas",
    "Brown glass": "Brunt glas",
    "Composite: paper and cardboard / plastic": "Komposit: papir og pap / plast",
    "Composite: paper and cardboard / aluminium": "Komposit: papir og pap / aluminium",
    "Composite: paper and cardboard / plastic / aluminium": "Komposit: papir og pap / plast / aluminium",
    "Composite: plastic / aluminium, mainly plastic": "Komposit: plast / aluminium, overvejende plast",
    "Composite: plastic / aluminium, mainly aluminium": "Komposit: plast / aluminium, overvejende aluminium"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Traditionel metode (flaskegæring)",
    "Transfer method": "Transfermetode",
    "Tank method (Charmat / Martinotti)": "Tankmetode (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Ancestral metode (pét-nat)",
    "Carbonation (added carbon dioxide)": "Karbonisering (tilsat kuldioxid)",
    "Carbonic maceration": "Kulsyremaceration",
    "Skin contact (orange wine)": "Skalkontakt (orange vin)",
    "Saignée (bleeding off)": "Saignée (udtapning)",
    "Fortification (liqueur wine)": "Tilsætning af alkohol (hedvin)",
    "Appassimento (dried grapes)": "Appassimento (tørrede druer)",
    "Botrytised (noble rot)": "Botrytiseret (ædelråd)",
    "Ice wine": "Isvin",
    "Late harvest": "Sen høst",
    "Ageing on lees (sur lie)": "Lagring på bærme (sur lie)",
    "Ageing in oak barrels": "Lagring på egetræsfade",
    "Amphora / qvevri": "Amfora / qvevri",
    "Biological ageing under flor": "Biologisk lagring under flor",
    "Oxidative ageing": "Oxidativ lagring",
    "Solera system": "Solerasystem",
    Dealcoholisation: "Afalkoholisering"
  }
}

/** Swedish. */
export const sv: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Polyetentereftalat",
    "High-density polyethylene": "Polyeten med hög densitet",
    "Polyvinyl chloride": "Polyvinylklorid",
    "Low-density polyethylene": "Polyeten med låg densitet",
    Polypropylene: "Polypropen",
    Polystyrene: "Polystyren",
    "Other plastics": "Annan plast",
    "Corrugated cardboard": "Wellpapp",
    "Non-corrugated cardboard": "Icke-korrugerad kartong",
    Paper: "Papper",
    Steel: "Stål",
    Aluminium: "Aluminium",
    Wood: "Trä",
    Cork: "Kork",
    Cotton: "Bomull",
    Jute: "Jute",
    "Colourless glass": "Ofärgat glas",
    "Green glass": "Grönt glas",
    "Brown glass": "Brunt glas",
    "Composite: paper and cardboard / plastic": "Komposit: papper och kartong / plast",
    "Composite: paper and cardboard / aluminium": "Komposit: papper och kartong / aluminium",
    "Composite: paper and cardboard / plastic / aluminium": "Komposit: papper och kartong / plast / aluminium",
    "Composite: plastic / aluminium, mainly plastic": "Komposit: plast / aluminium, huvudsakligen plast",
    "Composite: plastic / aluminium, mainly aluminium": "Komposit: plast / aluminium, huvudsakligen aluminium"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Traditionell metod (jäsning på flaska)",
    "Transfer method": "Transfermetod",
    "Tank method (Charmat / Martinotti)": "Tankmetod (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Ancestral metod (pét-nat)",
    "Carbonation (added carbon dioxide)": "Kolsyrning (tillsatt koldioxid)",
    "Carbonic maceration": "Kolsyremaceration",
    "Skin contact (orange wine)": "Skalkontakt (orange vin)",
    "Saignée (bleeding off)": "Saignée (avtappning)",
    "Fortification (liqueur wine)": "Tillsats av alkohol (likörvin)",
    "Appassimento (dried grapes)": "Appassimento (torkade druvor)",
    "Botrytised (noble rot)": "Botrytiserat (ädelröta)",
    "Ice wine": "Isvin",
    "Late harvest": "Sen skörd",
    "Ageing on lees (sur lie)": "Lagring på jästfällning (sur lie)",
    "Ageing in oak barrels": "Lagring på ekfat",
    "Amphora / qvevri": "Amfora / qvevri",
    "Biological ageing under flor": "Biologisk lagring under flor",
    "Oxidative ageing": "Oxidativ lagring",
    "Solera system": "Solerasystem",
    Dealcoholisation: "Avalkoholisering"
  }
}
