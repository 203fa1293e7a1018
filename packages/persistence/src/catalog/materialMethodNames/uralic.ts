/**
 * Packaging-material and production-method names in Estonian, Finnish and Hungarian.
 * Translated for this catalogue: see `MaterialMethodNameTable.ts`.
 */
import type { MaterialMethodNameTable } from "./MaterialMethodNameTable.ts"

/** Estonian. */
export const et: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Polüetüleentereftalaat",
    "High-density polyethylene": "Kõrgtihedusega polüetüleen",
    "Polyvinyl chloride": "Polüvinüülkloriid",
    "Low-density polyethylene": "Madaltihedusega polüetüleen",
    Polypropylene: "Polüpropüleen",
    Polystyrene: "Polüstüreen",
    "Other plastics": "Muud plastid",
    "Corrugated cardboard": "Lainepapp",
    "Non-corrugated cardboard": "Lainetamata papp",
    Paper: "Paber",
    Steel: "Teras",
    Aluminium: "Alumiinium",
    Wood: "Puit",
    Cork: "Kork",
    Cotton: "Puuvill",
    Jute: "Džuut",
    "Colourless glass": "Värvitu klaas",
    "Green glass": "Roheline klaas",
    "Brown glass": "Pruun klaas",
    "Composite: paper and cardboard / plastic": "Komposiit: paber ja papp / plast",
    "Composite: paper and cardboard / aluminium": "Komposiit: paber ja papp / alumiinium",
    "Composite: paper and cardboard / plastic / aluminium": "Komposiit: paber ja papp / plast / alumiinium",
    "Composite: plastic / aluminium, mainly plastic": "Komposiit: plast / alumiinium, peamiselt plast",
    "Composite: plastic / aluminium, mainly aluminium": "Komposiit: plast / alumiinium, peamiselt alumiinium"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Traditsiooniline meetod (pudelkäärimine)",
    "Transfer method": "Ülekandemeetod",
    "Tank method (Charmat / Martinotti)": "Mahutimeetod (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Ancestraalne meetod (pét-nat)",
    "Carbonation (added carbon dioxide)": "Karboniseerimine (lisatud süsinikdioksiid)",
    "Carbonic maceration": "Süsihappeline matseratsioon",
    "Skin contact (orange wine)": "Kestakontakt (oranž vein)",
    "Saignée (bleeding off)": "Saignée (mahla eraldamine)",
    "Fortification (liqueur wine)": "Kangendamine (liköörvein)",
    "Appassimento (dried grapes)": "Appassimento (kuivatatud viinamarjad)",
    "Botrytised (noble rot)": "Botrütiseerunud (väärishallitus)",
    "Ice wine": "Jäävein",
    "Late harvest": "Hiline korjus",
    "Ageing on lees (sur lie)": "Laagerdamine pärmisettel (sur lie)",
    "Ageing in oak barrels": "Laagerdamine tammevaatides",
    "Amphora / qvevri": "Amfora / kvevri",
    "Biological ageing under flor": "Bioloogiline laagerdamine flor-pärmi all",
    "Oxidative ageing": "Oksüdatiivne laagerdamine",
    "Solera system": "Solera-süsteem",
    Dealcoholisation: "Alkoholitustamine"
  }
}

/** Finnish. */
export const fi: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Polyeteenitereftalaatti",
    "High-density polyethylene": "Suurtiheyksinen polyeteeni",
    "Polyvinyl chloride": "Polyvinyylikloridi",
    "Low-density polyethylene": "Pientiheyksinen polyeteeni",
    Polypropylene: "Polypropeeni",
    Polystyrene: "Polystyreeni",
    "Other plastics": "Muut muovit",
    "Corrugated cardboard": "Aaltopahvi",
    "Non-corrugated cardboard": "Aallottamaton kartonki",
    Paper: "Paperi",
    Steel: "Teräs",
    Aluminium: "Alumiini",
    Wood: "Puu",
    Cork: "Korkki",
    Cotton: "Puuvilla",
    Jute: "Juutti",
    "Colourless glass": "Väritön lasi",
    "Green glass": "Vihreä lasi",
    "Brown glass": "Ruskea lasi",
    "Composite: paper and cardboard / plastic": "Komposiitti: paperi ja kartonki / muovi",
    "Composite: paper and cardboard / aluminium": "Komposiitti: paperi ja kartonki / alumiini",
    "Composite: paper and cardboard / plastic / aluminium": "Komposiitti: paperi ja kartonki / muovi / alumiini",
    "Composite: plastic / aluminium, mainly plastic": "Komposiitti: muovi / alumiini, pääosin muovia",
    "Composite: plastic / aluminium, mainly aluminium": "Komposiitti: muovi / alumiini, pääosin alumiinia"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Perinteinen menetelmä (pullokäyminen)",
    "Transfer method": "Siirtomenetelmä",
    "Tank method (Charmat / Martinotti)": "Tankkimenetelmä (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Ancestral-menetelmä (pét-nat)",
    "Carbonation (added carbon dioxide)": "Hiilihapotus (lisätty hiilidioksidi)",
    "Carbonic maceration": "Hiilihappomaseraatio",
    "Skin contact (orange wine)": "Kuorikontakti (oranssiviini)",
    "Saignée (bleeding off)": "Saignée (mehun valutus)",
    "Fortification (liqueur wine)": "Väkevöinti (väkevä viini)",
    "Appassimento (dried grapes)": "Appassimento (kuivatut rypäleet)",
    "Botrytised (noble rot)": "Botrytisoitunut (jalohome)",
    "Ice wine": "Jääviini",
    "Late harvest": "Myöhäinen sadonkorjuu",
    "Ageing on lees (sur lie)": "Kypsytys hiivasakan päällä (sur lie)",
    "Ageing in oak barrels": "Kypsytys tammitynnyreissä",
    "Amphora / qvevri": "Amfora / qvevri",
    "Biological ageing under flor": "Biologinen kypsytys flor-hiivakerroksen alla",
    "Oxidative ageing": "Hapettava kypsytys",
    "Solera system": "Solera-järjestelmä",
    Dealcoholisation: "Alkoholinpoisto"
  }
}

/** Hungarian. */
export const hu: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Polietilén-tereftalát",
    "High-density polyethylene": "Nagy sűrűségű polietilén",
    "Polyvinyl chloride": "Polivinil-klorid",
    "Low-density polyethylene": "Kis sűrűségű polietilén",
    Polypropylene: "Polipropilén",
    Polystyrene: "Polisztirol",
    "Other plastics": "Egyéb műanyagok",
    "Corrugated cardboard": "Hullámkarton",
    "Non-corrugated cardboard": "Nem hullámosított karton",
    Paper: "Papír",
    Steel: "Acél",
    Aluminium: "Alumínium",
    Wood: "Fa",
    Cork: "Parafa",
    Cotton: "Pamut",
    Jute: "Juta",
    "Colourless glass": "Színtelen üveg",
    "Green glass": "Zöld üveg",
    "Brown glass": "Barna üveg",
    "Composite: paper and cardboard / plastic": "Kompozit: papír és karton / műanyag",
    "Composite: paper and cardboard / aluminium": "Kompozit: papír és karton / alumínium",
    "Composite: paper and cardboard / plastic / aluminium": "Kompozit: papír és karton / műanyag / alumínium",
    "Composite: plastic / aluminium, mainly plastic": "Kompozit: műanyag / alumínium, főként műanyag",
    "Composite: plastic / aluminium, mainly aluminium": "Kompozit: műanyag / alumínium, főként alumínium"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Hagyományos eljárás (palackos erjesztés)",
    "Transfer method": "Transzfer eljárás",
    "Tank method (Charmat / Martinotti)": "Tartályos erjesztés (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Ősi módszer (pét-nat)",
    "Carbonation (added carbon dioxide)": "Szén-dioxiddal dúsítás (hozzáadott szén-dioxid)",
    "Carbonic maceration": "Szénsavas macerálás",
    "Skin contact (orange wine)": "Héjon erjesztés (narancsbor)",
    "Saignée (bleeding off)": "Saignée (mustelvonás)",
    "Fortification (liqueur wine)": "Alkoholos erősítés (likőrbor)",
    "Appassimento (dried grapes)": "Appassimento (aszalt szőlő)",
    "Botrytised (noble rot)": "Botrytises (nemesrothadás)",
    "Ice wine": "Jégbor",
    "Late harvest": "Késői szüret",
    "Ageing on lees (sur lie)": "Seprőn érlelés (sur lie)",
    "Ageing in oak barrels": "Tölgyfahordós érlelés",
    "Amphora / qvevri": "Amfora / kvevri",
    "Biological ageing under flor": "Biológiai érlelés flor alatt",
    "Oxidative ageing": "Oxidatív érlelés",
    "Solera system": "Solera-rendszer",
    Dealcoholisation: "Alkoholmentesítés"
  }
}
