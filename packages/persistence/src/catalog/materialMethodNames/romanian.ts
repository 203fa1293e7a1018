/**
 * Packaging-material and production-method names in Romanian.
 * Translated for this catalogue: see `MaterialMethodNameTable.ts`.
 */
import type { MaterialMethodNameTable } from "./MaterialMethodNameTable.ts"

/** Romanian. */
export const ro: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Polietilen tereftalat",
    "High-density polyethylene": "Polietilenă de înaltă densitate",
    "Polyvinyl chloride": "Policlorură de vinil",
    "Low-density polyethylene": "Polietilenă de joasă densitate",
    Polypropylene: "Polipropilenă",
    Polystyrene: "Polistiren",
    "Other plastics": "Alte materiale plastice",
    "Corrugated cardboard": "Carton ondulat",
    "Non-corrugated cardboard": "Carton neondulat",
    Paper: "Hârtie",
    Steel: "Oțel",
    Aluminium: "Aluminiu",
    Wood: "Lemn",
    Cork: "Plută",
    Cotton: "Bumbac",
    Jute: "Iută",
    "Colourless glass": "Sticlă incoloră",
    "Green glass": "Sticlă verde",
    "Brown glass": "Sticlă maro",
    "Composite: paper and cardboard / plastic": "Compozit: hârtie și carton / plastic",
    "Composite: paper and cardboard / aluminium": "Compozit: hârtie și carton / aluminiu",
    "Composite: paper and cardboard / plastic / aluminium": "Compozit: hârtie și carton / plastic / aluminiu",
    "Composite: plastic / aluminium, mainly plastic": "Compozit: plastic / aluminiu, în principal plastic",
    "Composite: plastic / aluminium, mainly aluminium": "Compozit: plastic / aluminiu, în principal aluminiu"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Metoda tradițională (fermentare în sticlă)",
    "Transfer method": "Metoda transferului",
    "Tank method (Charmat / Martinotti)": "Metoda în rezervor (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Metoda ancestrală (pét-nat)",
    "Carbonation (added carbon dioxide)": "Carbogazificare (dioxid de carbon adăugat)",
    "Carbonic maceration": "Macerație carbonică",
    "Skin contact (orange wine)": "Macerație pe pielițe (vin portocaliu)",
    "Saignée (bleeding off)": "Saignée (scurgerea mustului)",
    "Fortification (liqueur wine)": "Alcoolizare (vin licoros)",
    "Appassimento (dried grapes)": "Appassimento (struguri stafidiți)",
    "Botrytised (noble rot)": "Botritizat (putregai nobil)",
    "Ice wine": "Vin de gheață",
    "Late harvest": "Recoltare târzie",
    "Ageing on lees (sur lie)": "Maturare pe drojdie (sur lie)",
    "Ageing in oak barrels": "Maturare în butoaie de stejar",
    "Amphora / qvevri": "Amforă / qvevri",
    "Biological ageing under flor": "Maturare biologică sub floare (flor)",
    "Oxidative ageing": "Maturare oxidativă",
    "Solera system": "Sistemul solera",
    Dealcoholisation: "Dezalcoolizare"
  }
}
