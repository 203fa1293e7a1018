/**
 * Packaging-material and production-method names in Greek, Irish and Maltese.
 * Translated for this catalogue: see `MaterialMethodNameTable.ts`.
 */
import type { MaterialMethodNameTable } from "./MaterialMethodNameTable.ts"

/** Greek. */
export const el: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Τερεφθαλικό πολυαιθυλένιο",
    "High-density polyethylene": "Πολυαιθυλένιο υψηλής πυκνότητας",
    "Polyvinyl chloride": "Πολυβινυλοχλωρίδιο",
    "Low-density polyethylene": "Πολυαιθυλένιο χαμηλής πυκνότητας",
    Polypropylene: "Πολυπροπυλένιο",
    Polystyrene: "Πολυστυρένιο",
    "Other plastics": "Άλλα πλαστικά",
    "Corrugated cardboard": "Κυματοειδές χαρτόνι",
    "Non-corrugated cardboard": "Μη κυματοειδές χαρτόνι",
    Paper: "Χαρτί",
    Steel: "Χάλυβας",
    Aluminium: "Αλουμίνιο",
    Wood: "Ξύλο",
    Cork: "Φελλός",
    Cotton: "Βαμβάκι",
    Jute: "Γιούτα",
    "Colourless glass": "Άχρωμο γυαλί",
    "Green glass": "Πράσινο γυαλί",
    "Brown glass": "Καφέ γυαλί",
    "Composite: paper and cardboard / plastic": "Σύνθετο: χαρτί και χαρτόνι / πλαστικό",
    "Composite: paper and cardboard / aluminium": "Σύνθετο: χαρτί και χαρτόνι / αλουμίνιο",
    "Composite: paper and cardboard / plastic / aluminium": "Σύνθετο: χαρτί και χαρτόνι / πλαστικό / αλουμίνιο",
    "Composite: plastic / aluminium, mainly plastic": "Σύνθετο: πλαστικό / αλουμίνιο, κυρίως πλαστικό",
    "Composite: plastic / aluminium, mainly aluminium": "Σύνθετο: πλαστικό / αλουμίνιο, κυρίως αλουμίνιο"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Παραδοσιακή μέθοδος (ζύμωση στη φιάλη)",
    "Transfer method": "Μέθοδος μετάγγισης (transfer)",
    "Tank method (Charmat / Martinotti)": "Μέθοδος δεξαμενής (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Προγονική μέθοδος (pét-nat)",
    "Carbonation (added carbon dioxide)": "Ενανθράκωση (προσθήκη διοξειδίου του άνθρακα)",
    "Carbonic maceration": "Ανθρακική διαβροχή",
    "Skin contact (orange wine)": "Επαφή με τους φλοιούς (πορτοκαλί οίνος)",
    "Saignée (bleeding off)": "Saignée (αφαίμαξη)",
    "Fortification (liqueur wine)": "Ενίσχυση με αλκοόλη (οίνος λικέρ)",
    "Appassimento (dried grapes)": "Appassimento (λιασμένα σταφύλια)",
    "Botrytised (noble rot)": "Βοτρυτιασμένος (ευγενής σήψη)",
    "Ice wine": "Οίνος πάγου",
    "Late harvest": "Όψιμος τρύγος",
    "Ageing on lees (sur lie)": "Παλαίωση στις οινολάσπες (sur lie)",
    "Ageing in oak barrels": "Παλαίωση σε δρύινα βαρέλια",
    "Amphora / qvevri": "Αμφορέας / qvevri",
    "Biological ageing under flor": "Βιολογική παλαίωση κάτω από flor",
    "Oxidative ageing": "Οξειδωτική παλαίωση",
    "Solera system": "Σύστημα solera",
    Dealcoholisation: "Αποαλκοόλωση"
  }
}

/** Irish. */
export const ga: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Teireafthalát poileitiléine",
    "High-density polyethylene": "Poileitiléin ard-dlúis",
    "Polyvinyl chloride": "Clóiríd phoileavinile",
    "Low-density polyethylene": "Poileitiléin íseal-dlúis",
    Polypropylene: "Polapróipiléin",
    Polystyrene: "Polaistiréin",
    "Other plastics": "Plaistigh eile",
    "Corrugated cardboard": "Cairtchlár rocach",
    "Non-corrugated cardboard": "Cairtchlár neamhrocach",
    Paper: "Páipéar",
    Steel: "Cruach",
    Aluminium: "Alúmanam",
    Wood: "Adhmad",
    Cork: "Coirc",
    Cotton: "Cadás",
    Jute: "Siúit",
    "Colourless glass": "Gloine gan dath",
    "Green glass": "Gloine ghlas",
    "Brown glass": "Gloine dhonn",
    "Composite: paper and cardboard / plastic": "Ilchodach: páipéar agus cairtchlár / plaisteach",
    "Composite: paper and cardboard / aluminium": "Ilchodach: páipéar agus cairtchlár / alúmanam",
    "Composite: paper and cardboard / plastic / aluminium":
      "Ilchodach: páipéar agus cairtchlár / plaisteach / alúmanam",
    "Composite: plastic / aluminium, mainly plastic": "Ilchodach: plaisteach / alúmanam, plaisteach den chuid is mó",
    "Composite: plastic / aluminium, mainly aluminium": "Ilchodach: plaisteach / alúmanam, alúmanam den chuid is mó"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Modh traidisiúnta (coipeadh sa bhuidéal)",
    "Transfer method": "Modh aistrithe",
    "Tank method (Charmat / Martinotti)": "Modh umair (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Modh sinsearach (pét-nat)",
    "Carbonation (added carbon dioxide)": "Carbónú (dé-ocsaíd charbóin curtha leis)",
    "Carbonic maceration": "Macarú carbónach",
    "Skin contact (orange wine)": "Teagmháil craicinn (fíon oráiste)",
    "Saignée (bleeding off)": "Saignée (súlach a dhraenáil)",
    "Fortification (liqueur wine)": "Treisiú (fíon licéir)",
    "Appassimento (dried grapes)": "Appassimento (fíonchaora triomaithe)",
    "Botrytised (noble rot)": "Botraítithe (lobhadh uasal)",
    "Ice wine": "Fíon oighir",
    "Late harvest": "Fómhar déanach",
    "Ageing on lees (sur lie)": "Aibiú ar dhríodar (sur lie)",
    "Ageing in oak barrels": "Aibiú i mbairillí darach",
    "Amphora / qvevri": "Amfóra / qvevri",
    "Biological ageing under flor": "Aibiú bitheolaíoch faoi flor",
    "Oxidative ageing": "Aibiú ocsaídiúcháin",
    "Solera system": "Córas solera",
    Dealcoholisation: "Dí-alcólú"
  }
}

/** Maltese. */
export const mt: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Tereftalat tal-polietilene",
    "High-density polyethylene": "Polietilene ta' densità għolja",
    "Polyvinyl chloride": "Klorur tal-polivinil",
    "Low-density polyethylene": "Polietilene ta' densità baxxa",
    Polypropylene: "Polipropilene",
    Polystyrene: "Polistirene",
    "Other plastics": "Plastiks oħra",
    "Corrugated cardboard": "Kartun immewweġ",
    "Non-corrugated cardboard": "Kartun mhux immewweġ",
    Paper: "Karta",
    Steel: "Azzar",
    Aluminium: "Aluminju",
    Wood: "Injam",
    Cork: "Sufra",
    Cotton: "Qoton",
    Jute: "Ġuta",
    "Colourless glass": "Ħġieġ bla kulur",
    "Green glass": "Ħġieġ aħdar",
    "Brown glass": "Ħġieġ kannella",
    "Composite: paper and cardboard / plastic": "Kompost: karta u kartun / plastik",
    "Composite: paper and cardboard / aluminium": "Kompost: karta u kartun / aluminju",
    "Composite: paper and cardboard / plastic / aluminium": "Kompost: karta u kartun / plastik / aluminju",
    "Composite: plastic / aluminium, mainly plastic": "Kompost: plastik / aluminju, l-aktar plastik",
    "Composite: plastic / aluminium, mainly aluminium": "Kompost: plastik / aluminju, l-aktar aluminju"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Metodu tradizzjonali (fermentazzjoni fil-flixkun)",
    "Transfer method": "Metodu ta' trasferiment",
    "Tank method (Charmat / Martinotti)": "Metodu tat-tank (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Metodu ancestrali (pét-nat)",
    "Carbonation (added carbon dioxide)": "Karbonazzjoni (dijossidu tal-karbonju miżjud)",
    "Carbonic maceration": "Maċerazzjoni karbonika",
    "Skin contact (orange wine)": "Kuntatt mal-qoxra (inbid oranġjo)",
    "Saignée (bleeding off)": "Saignée (tneħħija tal-meraq)",
    "Fortification (liqueur wine)": "Fortifikazzjoni (inbid liquoruż)",
    "Appassimento (dried grapes)": "Appassimento (għeneb niexef)",
    "Botrytised (noble rot)": "Botritizzat (taħsir nobbli)",
    "Ice wine": "Inbid tas-silġ",
    "Late harvest": "Qtugħ tard",
    "Ageing on lees (sur lie)": "Maturazzjoni fuq il-fezza (sur lie)",
    "Ageing in oak barrels": "Maturazzjoni fi btieti tal-ballut",
    "Amphora / qvevri": "Amfora / qvevri",
    "Biological ageing under flor": "Maturazzjoni bijoloġika taħt il-flor",
    "Oxidative ageing": "Maturazzjoni ossidattiva",
    "Solera system": "Sistema solera",
    Dealcoholisation: "Dealkoħolizzazzjoni"
  }
}
