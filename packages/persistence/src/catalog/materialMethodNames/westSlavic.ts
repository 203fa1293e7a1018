/**
 * Packaging-material and production-method names in Czech, Polish and Slovak.
 * Translated for this catalogue: see `MaterialMethodNameTable.ts`.
 */
import type { MaterialMethodNameTable } from "./MaterialMethodNameTable.ts"

/** Czech. */
export const cs: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Polyethylentereftalát",
    "High-density polyethylene": "Polyethylen s vysokou hustotou",
    "Polyvinyl chloride": "Polyvinylchlorid",
    "Low-density polyethylene": "Polyethylen s nízkou hustotou",
    Polypropylene: "Polypropylen",
    Polystyrene: "Polystyren",
    "Other plastics": "Ostatní plasty",
    "Corrugated cardboard": "Vlnitá lepenka",
    "Non-corrugated cardboard": "Hladká lepenka",
    Paper: "Papír",
    Steel: "Ocel",
    Aluminium: "Hliník",
    Wood: "Dřevo",
    Cork: "Korek",
    Cotton: "Bavlna",
    Jute: "Juta",
    "Colourless glass": "Bezbarvé sklo",
    "Green glass": "Zelené sklo",
    "Brown glass": "Hnědé sklo",
    "Composite: paper and cardboard / plastic": "Kompozit: papír a lepenka / plast",
    "Composite: paper and cardboard / aluminium": "Kompozit: papír a lepenka / hliník",
    "Composite: paper and cardboard / plastic / aluminium": "Kompozit: papír a lepenka / plast / hliník",
    "Composite: plastic / aluminium, mainly plastic": "Kompozit: plast / hliník, převážně plast",
    "Composite: plastic / aluminium, mainly aluminium": "Kompozit: plast / hliník, převážně hliník"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Tradiční metoda (kvašení v lahvi)",
    "Transfer method": "Transferová metoda",
    "Tank method (Charmat / Martinotti)": "Tanková metoda (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Ancestrální metoda (pét-nat)",
    "Carbonation (added carbon dioxide)": "Sycení (přidaný oxid uhličitý)",
    "Carbonic maceration": "Uhličitá macerace",
    "Skin contact (orange wine)": "Macerace na slupkách (oranžové víno)",
    "Saignée (bleeding off)": "Saignée (odpouštění moštu)",
    "Fortification (liqueur wine)": "Alkoholizace (likérové víno)",
    "Appassimento (dried grapes)": "Appassimento (sušené hrozny)",
    "Botrytised (noble rot)": "Botrytické (ušlechtilá plíseň)",
    "Ice wine": "Ledové víno",
    "Late harvest": "Pozdní sběr",
    "Ageing on lees (sur lie)": "Zrání na kvasnicích (sur lie)",
    "Ageing in oak barrels": "Zrání v dubových sudech",
    "Amphora / qvevri": "Amfora / kvevri",
    "Biological ageing under flor": "Biologické zrání pod flórem",
    "Oxidative ageing": "Oxidativní zrání",
    "Solera system": "Systém solera",
    Dealcoholisation: "Dealkoholizace"
  }
}

/** Polish. */
export const pl: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Politereftalan etylenu",
    "High-density polyethylene": "Polietylen dużej gęstości",
    "Polyvinyl chloride": "Polichlorek winylu",
    "Low-density polyethylene": "Polietylen małej gęstości",
    Polypropylene: "Polipropylen",
    Polystyrene: "Polistyren",
    "Other plastics": "Inne tworzywa sztuczne",
    "Corrugated cardboard": "Tektura falista",
    "Non-corrugated cardboard": "Tektura niefalista",
    Paper: "Papier",
    Steel: "Stal",
    Aluminium: "Aluminium",
    Wood: "Drewno",
    Cork: "Korek",
    Cotton: "Bawełna",
    Jute: "Juta",
    "Colourless glass": "Szkło bezbarwne",
    "Green glass": "Szkło zielone",
    "Brown glass": "Szkło brązowe",
    "Composite: paper and cardboard / plastic": "Kompozyt: papier i tektura / tworzywo sztuczne",
    "Composite: paper and cardboard / aluminium": "Kompozyt: papier i tektura / aluminium",
    "Composite: paper and cardboard / plastic / aluminium":
      "Kompozyt: papier i tektura / tworzywo sztuczne / aluminium",
    "Composite: plastic / aluminium, mainly plastic":
      "Kompozyt: tworzywo sztuczne / aluminium, głównie tworzywo sztuczne",
    "Composite: plastic / aluminium, mainly aluminium": "Kompozyt: tworzywo sztuczne / aluminium, głównie aluminium"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Metoda tradycyjna (fermentacja w butelce)",
    "Transfer method": "Metoda transferowa",
    "Tank method (Charmat / Martinotti)": "Metoda zbiornikowa (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Metoda ancestralna (pét-nat)",
    "Carbonation (added carbon dioxide)": "Saturacja (dodany dwutlenek węgla)",
    "Carbonic maceration": "Maceracja węglowa",
    "Skin contact (orange wine)": "Maceracja na skórkach (wino pomarańczowe)",
    "Saignée (bleeding off)": "Saignée (upust moszczu)",
    "Fortification (liqueur wine)": "Wzmacnianie alkoholem (wino likierowe)",
    "Appassimento (dried grapes)": "Appassimento (suszone winogrona)",
    "Botrytised (noble rot)": "Botrytyzowane (szlachetna pleśń)",
    "Ice wine": "Wino lodowe",
    "Late harvest": "Późny zbiór",
    "Ageing on lees (sur lie)": "Dojrzewanie na osadzie (sur lie)",
    "Ageing in oak barrels": "Dojrzewanie w dębowych beczkach",
    "Amphora / qvevri": "Amfora / kwewri",
    "Biological ageing under flor": "Dojrzewanie biologiczne pod flor",
    "Oxidative ageing": "Dojrzewanie oksydacyjne",
    "Solera system": "System solera",
    Dealcoholisation: "Dealkoholizacja"
  }
}

/** Slovak. */
export const sk: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Polyetyléntereftalát",
    "High-density polyethylene": "Polyetylén s vysokou hustotou",
    "Polyvinyl chloride": "Polyvinylchlorid",
    "Low-density polyethylene": "Polyetylén s nízkou hustotou",
    Polypropylene: "Polypropylén",
    Polystyrene: "Polystyrén",
    "Other plastics": "Ostatné plasty",
    "Corrugated cardboard": "Vlnitá lepenka",
    "Non-corrugated cardboard": "Hladká lepenka",
    Paper: "Papier",
    Steel: "Oceľ",
    Aluminium: "Hliník",
    Wood: "Drevo",
    Cork: "Korok",
    Cotton: "Bavlna",
    Jute: "Juta",
    "Colourless glass": "Bezfarebné sklo",
    "Green glass": "Zelené sklo",
    "Brown glass": "Hnedé sklo",
    "Composite: paper and cardboard / plastic": "Kompozit: papier a lepenka / plast",
    "Composite: paper and cardboard / aluminium": "Kompozit: papier a lepenka / hliník",
    "Composite: paper and cardboard / plastic / aluminium": "Kompozit: papier a lepenka / plast / hliník",
    "Composite: plastic / aluminium, mainly plastic": "Kompozit: plast / hliník, prevažne plast",
    "Composite: plastic / aluminium, mainly aluminium": "Kompozit: plast / hliník, prevažne hliník"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Tradičná metóda (kvasenie vo fľaši)",
    "Transfer method": "Transferová metóda",
    "Tank method (Charmat / Martinotti)": "Tanková metóda (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Ancestrálna metóda (pét-nat)",
    "Carbonation (added carbon dioxide)": "Sýtenie (pridaný oxid uhličitý)",
    "Carbonic maceration": "Uhličitá macerácia",
    "Skin contact (orange wine)": "Macerácia na šupkách (oranžové víno)",
    "Saignée (bleeding off)": "Saignée (odpúšťanie muštu)",
    "Fortification (liqueur wine)": "Alkoholizácia (likérové víno)",
    "Appassimento (dried grapes)": "Appassimento (sušené hrozno)",
    "Botrytised (noble rot)": "Botrytické (ušľachtilá pleseň)",
    "Ice wine": "Ľadové víno",
    "Late harvest": "Neskorý zber",
    "Ageing on lees (sur lie)": "Zrenie na kvasniciach (sur lie)",
    "Ageing in oak barrels": "Zrenie v dubových sudoch",
    "Amphora / qvevri": "Amfora / kvevri",
    "Biological ageing under flor": "Biologické zrenie pod flórom",
    "Oxidative ageing": "Oxidatívne zrenie",
    "Solera system": "Systém solera",
    Dealcoholisation: "Dealkoholizácia"
  }
}
