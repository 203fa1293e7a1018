/**
 * Packaging materials with their identification codes of Commission
 * Decision 97/129/EC, as printed on EU packaging labels (e.g. "GL 70",
 * "FOR 51", "C/PAP 84"). A composite's abbreviation names its predominant
 * material, so plastic/aluminium composites (90) appear both as C/LDPE and
 * C/ALU. Names in en (base), de, fr, it, es, pt, nl here, in the other
 * official EU languages from `materialMethodNames/`.
 */
import { MaterialId } from "@elabel/domain"
import { materialMethodNameTables } from "./materialMethodNames/index.ts"
import { type LocaleNames, type ReferenceMaterial, withFurtherNames } from "./ReferenceCatalog.ts"

const material = (id: string, abbreviation: string, number: number, names: LocaleNames): ReferenceMaterial => ({
  id: MaterialId.make(id),
  name: names[0],
  names: withFurtherNames(names, materialMethodNameTables, "materials"),
  code: `${abbreviation} ${number}`,
  abbreviation,
  number
})

/** The packaging materials, by code number. */
// biome-ignore format: one entry a line keeps the data table scannable
export const materials: ReadonlyArray<ReferenceMaterial> = [
  material("37ddf33c-3637-516e-ad71-a7abec8716cc", "PET", 1, ["Polyethylene terephthalate", "Polyethylenterephthalat", "Polyéthylène téréphtalate", "Polietilene tereftalato", "Tereftalato de polietileno", "Politereftalato de etileno", "Polyethyleentereftalaat"]),
  material("d56492c5-6640-59dc-a264-71f5ce8ef5d0", "HDPE", 2, ["High-density polyethylene", "Polyethylen hoher Dichte", "Polyéthylène haute densité", "Polietilene ad alta densità", "Polietileno de alta densidad", "Polietileno de alta densidade", "Polyetheen met hoge dichtheid"]),
  material("73d55037-49e1-5319-ad78-cef379f6f61e", "PVC", 3, ["Polyvinyl chloride", "Polyvinylchlorid", "Polychlorure de vinyle", "Polivinilcloruro", "Policloruro de vinilo", "Policloreto de vinilo", "Polyvinylchloride"]),
  material("3b1d8f7b-d988-523a-b52e-16e0d6dadba4", "LDPE", 4, ["Low-density polyethylene", "Polyethylen niedriger Dichte", "Polyéthylène basse densité", "Polietilene a bassa densità", "Polietileno de baja densidad", "Polietileno de baixa densidade", "Polyetheen met lage dichtheid"]),
  material("4dd565a9-12f8-5eb6-b1f4-4ca8a283e3eb", "PP", 5, ["Polypropylene", "Polypropylen", "Polypropylène", "Polipropilene", "Polipropileno", "Polipropileno", "Polypropeen"]),
  material("458b65e2-1dea-517c-b42f-5a69f0eab845", "PS", 6, ["Polystyrene", "Polystyrol", "Polystyrène", "Polistirene", "Poliestireno", "Poliestireno", "Polystyreen"]),
  material("2b0457cb-95d6-5159-a815-20b8f716b1eb", "O", 7, ["Other plastics", "Andere Kunststoffe", "Autres plastiques", "Altre plastiche", "Otros plásticos", "Outros plásticos", "Overige kunststoffen"]),
  material("22fe10aa-55a4-5993-9f53-f18cd4bbc540", "PAP", 20, ["Corrugated cardboard", "Wellpappe", "Carton ondulé", "Cartone ondulato", "Cartón ondulado", "Cartão canelado", "Golfkarton"]),
  material("228d45b5-2f97-503e-80c0-1d62865665b4", "PAP", 21, ["Non-corrugated cardboard", "Nicht gewellte Pappe", "Carton non ondulé", "Cartone non ondulato", "Cartón no ondulado", "Cartão não canelado", "Niet-gegolfd karton"]),
  material("32c7002c-6c6c-5514-b439-323f718e87a6", "PAP", 22, ["Paper", "Papier", "Papier", "Carta", "Papel", "Papel", "Papier"]),
  material("00eaf4f4-f23f-53e9-b134-1abfc2cfde62", "FE", 40, ["Steel", "Stahl", "Acier", "Acciaio", "Acero", "Aço", "Staal"]),
  material("cc2402de-a614-55e2-b452-c254325f3156", "ALU", 41, ["Aluminium", "Aluminium", "Aluminium", "Alluminio", "Aluminio", "Alumínio", "Aluminium"]),
  material("c34a1273-d3af-5d9e-b3ff-4db8fa57f462", "FOR", 50, ["Wood", "Holz", "Bois", "Legno", "Madera", "Madeira", "Hout"]),
  material("00b23815-edf0-593c-b40d-669d1b819724", "FOR", 51, ["Cork", "Kork", "Liège", "Sughero", "Corcho", "Cortiça", "Kurk"]),
  material("4001ac5c-87be-5847-8bd5-0a1b7f659fa2", "TEX", 60, ["Cotton", "Baumwolle", "Coton", "Cotone", "Algodón", "Algodão", "Katoen"]),
  material("130c45f2-e3a4-5902-b52a-342890f05da5", "TEX", 61, ["Jute", "Jute", "Jute", "Iuta", "Yute", "Juta", "Jute"]),
  material("6e7df4d7-dfdb-58fb-b203-fbf86acf99d0", "GL", 70, ["Colourless glass", "Farbloses Glas", "Verre incolore", "Vetro incolore", "Vidrio incoloro", "Vidro incolor", "Kleurloos glas"]),
  material("a17c11b4-9f84-590b-b00f-dc87a7424ac2", "GL", 71, ["Green glass", "Grünes Glas", "Verre vert", "Vetro verde", "Vidrio verde", "Vidro verde", "Groen glas"]),
  material("22170c41-5b9c-5a85-9d34-74b35afc6a83", "GL", 72, ["Brown glass", "Braunes Glas", "Verre brun", "Vetro marrone", "Vidrio marrón", "Vidro castanho", "Bruin glas"]),
  material("6d4d93bb-6f87-57e2-a64c-858d3fcd8ed8", "C/PAP", 81, ["Composite: paper and cardboard / plastic", "Verbund: Papier und Pappe / Kunststoff", "Composite : papier et carton / plastique", "Composito: carta e cartone / plastica", "Compuesto: papel y cartón / plástico", "Compósito: papel e cartão / plástico", "Composiet: papier en karton / kunststof"]),
  material("902c2be0-59d6-5ab7-874a-ff0e4d278ea3", "C/PAP", 82, ["Composite: paper and cardboard / aluminium", "Verbund: Papier und Pappe / Aluminium", "Composite : papier et carton / aluminium", "Composito: carta e cartone / alluminio", "Compuesto: papel y cartón / aluminio", "Compósito: papel e cartão / alumínio", "Composiet: papier en karton / aluminium"]),
  material("26f9a98e-47a0-5cfa-8444-6c751aa58deb", "C/PAP", 84, ["Composite: paper and cardboard / plastic / aluminium", "Verbund: Papier und Pappe / Kunststoff / Aluminium", "Composite : papier et carton / plastique / aluminium", "Composito: carta e cartone / plastica / alluminio", "Compuesto: papel y cartón / plástico / aluminio", "Compósito: papel e cartão / plástico / alumínio", "Composiet: papier en karton / kunststof / aluminium"]),
  material("88c367ad-76a3-5136-9add-908bcc4d1731", "C/LDPE", 90, ["Composite: plastic / aluminium, mainly plastic", "Verbund: Kunststoff / Aluminium, überwiegend Kunststoff", "Composite : plastique / aluminium, principalement plastique", "Composito: plastica / alluminio, prevalentemente plastica", "Compuesto: plástico / aluminio, principalmente plástico", "Compósito: plástico / alumínio, principalmente plástico", "Composiet: kunststof / aluminium, hoofdzakelijk kunststof"]),
  material("8f18825e-141f-5025-b45e-c5a4a538a014", "C/ALU", 90, ["Composite: plastic / aluminium, mainly aluminium", "Verbund: Kunststoff / Aluminium, überwiegend Aluminium", "Composite : plastique / aluminium, principalement aluminium", "Composito: plastica / alluminio, prevalentemente alluminio", "Compuesto: plástico / aluminio, principalmente aluminio", "Compósito: plástico / alumínio, principalmente alumínio", "Composiet: kunststof / aluminium, hoofdzakelijk aluminium"]),
]

/** The material of a code such as "FOR 51"; the data files name only codes listed above. */
export const materialByCode = (code: string): ReferenceMaterial => {
  const found = materials.find((entry) => entry.code === code)
  if (found === undefined) throw new Error(`No material with code ${code}`)
  return found
}
