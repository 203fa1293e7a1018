/**
 * Closure types with a typical weight in grams (a standard 75 cl bottle's
 * closure; actual weights vary by size and maker) and their main material.
 * Multi-part closures (sparkling wine cork with wire cage) weigh all parts
 * and name the main part's material.
 */
import { type Catalog, ClosureTypeId } from "@elabel/domain"
import { materialByCode } from "./materials.ts"
import { type LocaleNames, localeNames } from "./ReferenceCatalog.ts"

const closure = (id: string, weight: number, materialCode: string, names: LocaleNames): Catalog.StoredClosureType => {
  const material = materialByCode(materialCode)
  return {
    id: ClosureTypeId.make(id),
    name: names[0],
    weight,
    material: { id: material.id, name: material.name },
    names: localeNames(names),
    material_names: material.names
  }
}

/** The closure types. */
// biome-ignore format: one entry a line keeps the data table scannable
export const closureTypes: ReadonlyArray<Catalog.StoredClosureType> = [
  closure("ecc43474-ce33-595d-b90c-363b9813887e", 4, "FOR 51", ["Natural cork", "Naturkorken", "Bouchon en liège naturel", "Tappo in sughero naturale", "Tapón de corcho natural", "Rolha de cortiça natural", "Natuurkurk"]),
  closure("daa8f890-e8cf-5090-a27b-78de9752d6ec", 4.5, "FOR 51", ["Colmated natural cork", "Kolmatierter Naturkorken", "Bouchon en liège colmaté", "Tappo in sughero colmatato", "Tapón de corcho colmatado", "Rolha de cortiça colmatada", "Gecolmateerde natuurkurk"]),
  closure("0275591f-8432-510e-9156-c2dcb9ec008e", 5.5, "FOR 51", ["Agglomerated cork", "Presskorken", "Bouchon en liège aggloméré", "Tappo in sughero agglomerato", "Tapón de corcho aglomerado", "Rolha de cortiça aglomerada", "Geagglomereerde kurk"]),
  closure("f0aa8271-a52c-551f-b277-80df2af3197b", 5, "FOR 51", ["Micro-agglomerated cork", "Mikrogranulatkorken", "Bouchon en liège micro-aggloméré", "Tappo in sughero microagglomerato", "Tapón de corcho microaglomerado", "Rolha de cortiça microaglomerada", "Microgeagglomereerde kurk"]),
  closure("bf2031e2-d756-53da-a3d1-09ea2f280eaf", 5.5, "FOR 51", ["Technical cork (1+1)", "Technischer Korken (1+1)", "Bouchon technique (1+1)", "Tappo tecnico (1+1)", "Tapón técnico (1+1)", "Rolha técnica (1+1)", "Technische kurk (1+1)"]),
  closure("3a34a19b-7c68-5191-b560-b4c14ef91d51", 6, "LDPE 4", ["Synthetic stopper", "Kunststoffstopfen", "Bouchon synthétique", "Tappo sintetico", "Tapón sintético", "Rolha sintética", "Synthetische kurk"]),
  closure("de1c3269-fb72-5b25-bf0f-5fd54ed10306", 5, "ALU 41", ["Screw cap (aluminium, with liner)", "Schraubverschluss (Aluminium, mit Dichteinlage)", "Capsule à vis (aluminium, avec joint)", "Tappo a vite (alluminio, con guarnizione)", "Tapón de rosca (aluminio, con junta)", "Cápsula de rosca (alumínio, com vedante)", "Schroefdop (aluminium, met afdichting)"]),
  closure("42947b64-6285-5916-a261-38e3c2531db9", 12, "GL 70", ["Glass stopper", "Glasstopfen", "Bouchon en verre", "Tappo in vetro", "Tapón de vidrio", "Rolha de vidro", "Glazen stop"]),
  closure("31a94c9a-c927-553a-8636-a1c3bc676495", 2.5, "FE 40", ["Crown cap", "Kronkorken", "Capsule couronne", "Tappo a corona", "Tapón corona", "Cápsula de coroa", "Kroonkurk"]),
  closure("74eaccbb-2fa6-5264-b622-d210e77b6a16", 13, "FOR 51", ["Sparkling wine cork with wire cage (muselet)", "Sektkorken mit Agraffe", "Bouchon pour vin effervescent avec muselet", "Tappo a fungo per spumante con gabbietta", "Tapón de espumoso con bozal", "Rolha de espumante com açaime", "Kurk voor mousserende wijn met muselet"]),
  closure("7c1247a1-64d8-5fc6-9c75-df2e792e0ac1", 9, "LDPE 4", ["Plastic sparkling wine stopper with wire cage", "Kunststoff-Sektstopfen mit Agraffe", "Bouchon plastique pour vin effervescent avec muselet", "Tappo in plastica per spumante con gabbietta", "Tapón de plástico para espumoso con bozal", "Rolha de plástico para espumante com açaime", "Kunststof stop voor mousserende wijn met muselet"]),
  closure("0c914304-283f-5b53-9683-3a4e7a1c71dc", 6, "FOR 51", ["Bar-top stopper", "Griffkorken", "Bouchon à tête", "Tappo a T", "Tapón de cabeza", "Rolha capsulada", "Kurk met kop"]),
  closure("9a455914-0abe-5d9a-8513-aa36c1ce96ce", 8, "LDPE 4", ["Zork (peelable plastic closure)", "Zork (Kunststoff-Abziehverschluss)", "Zork (bouchon plastique à languette)", "Zork (chiusura in plastica a strappo)", "Zork (cierre de plástico desprendible)", "Zork (fecho de plástico destacável)", "Zork (aftrekbare kunststof sluiting)"]),
  closure("f7061fcd-1a20-52bc-93bf-18f1bf22a1c2", 10, "PP 5", ["Bag-in-box tap", "Bag-in-Box-Zapfhahn", "Robinet de bag-in-box", "Rubinetto per bag-in-box", "Grifo de bag-in-box", "Torneira de bag-in-box", "Bag-in-box-tapkraan"]),
]
