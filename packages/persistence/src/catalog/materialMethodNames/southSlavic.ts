/**
 * Packaging-material and production-method names in Bulgarian, Croatian and Slovenian.
 * Translated for this catalogue: see `MaterialMethodNameTable.ts`.
 */
import type { MaterialMethodNameTable } from "./MaterialMethodNameTable.ts"

/** Bulgarian. */
export const bg: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Полиетилен терефталат",
    "High-density polyethylene": "Полиетилен с висока плътност",
    "Polyvinyl chloride": "Поливинилхлорид",
    "Low-density polyethylene": "Полиетилен с ниска плътност",
    Polypropylene: "Полипропилен",
    Polystyrene: "Полистирен",
    "Other plastics": "Други пластмаси",
    "Corrugated cardboard": "Велпапе",
    "Non-corrugated cardboard": "Негофриран картон",
    Paper: "Хартия",
    Steel: "Стомана",
    Aluminium: "Алуминий",
    Wood: "Дърво",
    Cork: "Корк",
    Cotton: "Памук",
    Jute: "Юта",
    "Colourless glass": "Безцветно стъкло",
    "Green glass": "Зелено стъкло",
    "Brown glass": "Кафяво стъкло",
    "Composite: paper and cardboard / plastic": "Композит: хартия и картон / пластмаса",
    "Composite: paper and cardboard / aluminium": "Композит: хартия и картон / алуминий",
    "Composite: paper and cardboard / plastic / aluminium": "Композит: хартия и картон / пластмаса / алуминий",
    "Composite: plastic / aluminium, mainly plastic": "Композит: пластмаса / алуминий, предимно пластмаса",
    "Composite: plastic / aluminium, mainly aluminium": "Композит: пластмаса / алуминий, предимно алуминий"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Традиционен метод (ферментация в бутилка)",
    "Transfer method": "Трансферен метод",
    "Tank method (Charmat / Martinotti)": "Резервоарен метод (Шарма / Мартиноти)",
    "Ancestral method (pét-nat)": "Метод „анцестрал“ (пет-нат)",
    "Carbonation (added carbon dioxide)": "Газиране (добавен въглероден диоксид)",
    "Carbonic maceration": "Карбонова мацерация",
    "Skin contact (orange wine)": "Мацерация с ципите (оранжево вино)",
    "Saignée (bleeding off)": "Сенье (източване на сок)",
    "Fortification (liqueur wine)": "Спиртосване (ликьорно вино)",
    "Appassimento (dried grapes)": "Апасименто (изсушено грозде)",
    "Botrytised (noble rot)": "Ботритизирано (благородно гниене)",
    "Ice wine": "Ледено вино",
    "Late harvest": "Късна реколта",
    "Ageing on lees (sur lie)": "Отлежаване върху утайка (sur lie)",
    "Ageing in oak barrels": "Отлежаване в дъбови бъчви",
    "Amphora / qvevri": "Амфора / квеври",
    "Biological ageing under flor": "Биологично отлежаване под флор",
    "Oxidative ageing": "Оксидативно отлежаване",
    "Solera system": "Система солера",
    Dealcoholisation: "Деалкохолизация"
  }
}

/** Croatian. */
export const hr: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Polietilen tereftalat",
    "High-density polyethylene": "Polietilen visoke gustoće",
    "Polyvinyl chloride": "Polivinil klorid",
    "Low-density polyethylene": "Polietilen niske gustoće",
    Polypropylene: "Polipropilen",
    Polystyrene: "Polistiren",
    "Other plastics": "Ostala plastika",
    "Corrugated cardboard": "Valoviti karton",
    "Non-corrugated cardboard": "Nevaloviti karton",
    Paper: "Papir",
    Steel: "Čelik",
    Aluminium: "Aluminij",
    Wood: "Drvo",
    Cork: "Pluto",
    Cotton: "Pamuk",
    Jute: "Juta",
    "Colourless glass": "Bezbojno staklo",
    "Green glass": "Zeleno staklo",
    "Brown glass": "Smeđe staklo",
    "Composite: paper and cardboard / plastic": "Kompozit: papir i karton / plastika",
    "Composite: paper and cardboard / aluminium": "Kompozit: papir i karton / aluminij",
    "Composite: paper and cardboard / plastic / aluminium": "Kompozit: papir i karton / plastika / aluminij",
    "Composite: plastic / aluminium, mainly plastic": "Kompozit: plastika / aluminij, pretežno plastika",
    "Composite: plastic / aluminium, mainly aluminium": "Kompozit: plastika / aluminij, pretežno aluminij"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Tradicionalna metoda (vrenje u boci)",
    "Transfer method": "Metoda transfera",
    "Tank method (Charmat / Martinotti)": "Metoda u tanku (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Ancestralna metoda (pét-nat)",
    "Carbonation (added carbon dioxide)": "Gaziranje (dodani ugljikov dioksid)",
    "Carbonic maceration": "Karbonska maceracija",
    "Skin contact (orange wine)": "Maceracija na kožicama (narančasto vino)",
    "Saignée (bleeding off)": "Saignée (otakanje soka)",
    "Fortification (liqueur wine)": "Dodavanje alkohola (likersko vino)",
    "Appassimento (dried grapes)": "Appassimento (sušeno grožđe)",
    "Botrytised (noble rot)": "Botritizirano (plemenita plijesan)",
    "Ice wine": "Ledeno vino",
    "Late harvest": "Kasna berba",
    "Ageing on lees (sur lie)": "Dozrijevanje na talogu (sur lie)",
    "Ageing in oak barrels": "Dozrijevanje u hrastovim bačvama",
    "Amphora / qvevri": "Amfora / kvevri",
    "Biological ageing under flor": "Biološko dozrijevanje pod florom",
    "Oxidative ageing": "Oksidativno dozrijevanje",
    "Solera system": "Sustav solera",
    Dealcoholisation: "Dealkoholizacija"
  }
}

/** Slovenian. */
export const sl: MaterialMethodNameTable = {
  materials: {
    "Polyethylene terephthalate": "Polietilen tereftalat",
    "High-density polyethylene": "Polietilen visoke gostote",
    "Polyvinyl chloride": "Polivinilklorid",
    "Low-density polyethylene": "Polietilen nizke gostote",
    Polypropylene: "Polipropilen",
    Polystyrene: "Polistiren",
    "Other plastics": "Druga plastika",
    "Corrugated cardboard": "Valoviti karton",
    "Non-corrugated cardboard": "Nevaloviti karton",
    Paper: "Papir",
    Steel: "Jeklo",
    Aluminium: "Aluminij",
    Wood: "Les",
    Cork: "Pluta",
    Cotton: "Bombaž",
    Jute: "Juta",
    "Colourless glass": "Brezbarvno steklo",
    "Green glass": "Zeleno steklo",
    "Brown glass": "Rjavo steklo",
    "Composite: paper and cardboard / plastic": "Kompozit: papir in karton / plastika",
    "Composite: paper and cardboard / aluminium": "Kompozit: papir in karton / aluminij",
    "Composite: paper and cardboard / plastic / aluminium": "Kompozit: papir in karton / plastika / aluminij",
    "Composite: plastic / aluminium, mainly plastic": "Kompozit: plastika / aluminij, pretežno plastika",
    "Composite: plastic / aluminium, mainly aluminium": "Kompozit: plastika / aluminij, pretežno aluminij"
  },
  productionMethods: {
    "Traditional method (bottle fermentation)": "Tradicionalna metoda (fermentacija v steklenici)",
    "Transfer method": "Transferna metoda",
    "Tank method (Charmat / Martinotti)": "Metoda v tanku (Charmat / Martinotti)",
    "Ancestral method (pét-nat)": "Ancestralna metoda (pét-nat)",
    "Carbonation (added carbon dioxide)": "Gaziranje (dodan ogljikov dioksid)",
    "Carbonic maceration": "Karbonska maceracija",
    "Skin contact (orange wine)": "Maceracija na jagodnih kožicah (oranžno vino)",
    "Saignée (bleeding off)": "Saignée (odtok mošta)",
    "Fortification (liqueur wine)": "Dodajanje alkohola (likersko vino)",
    "Appassimento (dried grapes)": "Appassimento (sušeno grozdje)",
    "Botrytised (noble rot)": "Botritizirano (žlahtna plesen)",
    "Ice wine": "Ledeno vino",
    "Late harvest": "Pozna trgatev",
    "Ageing on lees (sur lie)": "Zorenje na drožeh (sur lie)",
    "Ageing in oak barrels": "Zorenje v hrastovih sodih",
    "Amphora / qvevri": "Amfora / kvevri",
    "Biological ageing under flor": "Biološko zorenje pod kvasno plastjo (flor)",
    "Oxidative ageing": "Oksidativno zorenje",
    "Solera system": "Sistem solera",
    Dealcoholisation: "Dealkoholizacija"
  }
}
