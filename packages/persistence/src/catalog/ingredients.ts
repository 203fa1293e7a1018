/**
 * Ingredients of wine and aromatised wine product labels in EU practice
 * (Reg. (EU) 1308/2013 Art. 119 as amended by 2021/2117, oenological
 * compounds of Delegated Reg. (EU) 2019/934, allergen terms of Reg. (EU)
 * 1169/2011 Annex II as worded for wine), grouped by category. A label names
 * only the additive classes before their ingredients (`prints_name`); raw
 * materials, enrichment and sweetening products, liqueurs and flavourings are
 * listed by their own names. Names in en (base), de, fr, it, es, pt, nl here,
 * in the other official EU languages from `ingredientNames/` (organic names
 * only here: elsewhere the page marks the plain name as organic); additives
 * carry their E-number in `e_number`, as a label may print either.
 *
 * Citric acid appears twice, as a stabilising agent and as a sequestrant: the
 * category on the label follows what it was used for. Clarifying agents are
 * processing aids, listed only for allergen residues left in the wine.
 */
import { type Catalog, IngredientCategoryId, IngredientId } from "@elabel/domain"
import { ingredientNameTables } from "./ingredientNames/index.ts"
import {
  type LocaleNames,
  localeNames,
  type ReferenceIngredient,
  type ReferenceIngredientCategory,
  withFurtherNames
} from "./ReferenceCatalog.ts"

/** The names of the seven-name tuple plus those of the further languages' tables. */
const allNames = (names: LocaleNames, kind: "categories" | "ingredients"): Catalog.Names =>
  withFurtherNames(names, ingredientNameTables, kind)

const category = (id: string, order: number, printsName: boolean, names: LocaleNames): ReferenceIngredientCategory => ({
  id: IngredientCategoryId.make(id),
  name: names[0],
  names: allNames(names, "categories"),
  order,
  prints_name: printsName
})

const ingredient = (
  order: number,
  id: string,
  categoryId: IngredientCategoryId | null,
  eNumber: string | null,
  isAllergen: boolean,
  names: LocaleNames,
  organic?: LocaleNames
): ReferenceIngredient => ({
  id: IngredientId.make(id),
  name: names[0],
  organic_name: organic?.[0] ?? null,
  is_allergen: isAllergen,
  order,
  ingredient_category_id: categoryId,
  names: allNames(names, "ingredients"),
  organic_names: organic === undefined ? {} : localeNames(organic),
  e_number: eNumber
})

// biome-ignore format: one entry a line keeps the data table scannable
const C = {
  rawMaterials: category("ec0c7b10-9c70-5fd5-a9f9-28ee98f34d51", 1, false, ["Raw materials", "Rohstoffe", "Matières premières", "Materie prime", "Materias primas", "Matérias-primas", "Grondstoffen"]),
  enrichmentAndSweetening: category("b21620dc-7fca-506d-a0c7-7c55ba8ab698", 2, false, ["Enrichment and sweetening products", "Erzeugnisse zur Anreicherung und Süßung", "Produits d'enrichissement et d'édulcoration", "Prodotti per l'arricchimento e la dolcificazione", "Productos de enriquecimiento y edulcoración", "Produtos de enriquecimento e edulcoração", "Producten voor verrijking en zoeting"]),
  tirageAndExpeditionLiqueur: category("b4768178-5dd9-5865-92b1-dc41b8f0a145", 3, false, ["Tirage liqueur and expedition liqueur", "Fülldosage und Versanddosage", "Liqueur de tirage et liqueur d'expédition", "Sciroppo zuccherino e sciroppo di dosaggio", "Licor de tiraje y licor de expedición", "Licor de tiragem e licor de expedição", "Tiragelikeur en expeditielikeur"]),
  acidityRegulators: category("44733249-5931-5cf2-99bb-16b031aa5285", 4, true, ["Acidity regulators", "Säureregulatoren", "Correcteurs d'acidité", "Correttori di acidità", "Correctores de acidez", "Reguladores de acidez", "Zuurteregelaars"]),
  preservativesAndAntioxidants: category("a3ffed3c-8468-5b80-a411-b4b99dca99c3", 5, true, ["Preservatives and antioxidants", "Konservierungsstoffe und Antioxidationsmittel", "Conservateurs et antioxydants", "Conservanti e antiossidanti", "Conservadores y antioxidantes", "Conservantes e antioxidantes", "Conserveermiddelen en antioxidanten"]),
  sequestrants: category("772c691c-40f2-5f8d-b72f-abec7012a677", 6, true, ["Sequestrants", "Komplexbildner", "Séquestrants", "Sequestranti", "Secuestrantes", "Sequestrantes", "Sequestreermiddelen"]),
  stabilisingAgents: category("7ad46148-e7da-56da-bd5b-5af2cb947f0f", 7, true, ["Stabilising agents", "Stabilisatoren", "Stabilisants", "Stabilizzanti", "Estabilizantes", "Estabilizadores", "Stabilisatoren"]),
  gasesAndPackagingGases: category("88003516-ac83-5a21-9b07-f067f607cbc7", 8, true, ["Gases and packaging gases", "Gase und Packgase", "Gaz et gaz d'emballage", "Gas e gas d'imballaggio", "Gases y gases de envasado", "Gases e gases de embalagem", "Gassen en verpakkingsgassen"]),
  clarifyingAgents: category("001f077d-1cde-5e9c-92cb-d36b10a2aabd", 9, true, ["Clarifying agents", "Schönungsmittel", "Agents de clarification", "Chiarificanti", "Clarificantes", "Clarificantes", "Klaringsmiddelen"]),
  flavouringsAndAromatisingIngredients: category("e3656b34-cb78-5e06-8ba6-9ea94344d220", 10, false, ["Flavourings and aromatising ingredients", "Aromen und aromatisierende Zutaten", "Arômes et ingrédients aromatisants", "Aromi e ingredienti aromatizzanti", "Aromas e ingredientes aromatizantes", "Aromas e ingredientes aromatizantes", "Aroma's en aromatiserende ingrediënten"])
} as const

/** The ingredient categories, in the order a label lists them. */
export const ingredientCategories: ReadonlyArray<ReferenceIngredientCategory> = Object.values(C)

/** The ingredients, ordered by category and then as a label usually lists them. */
// biome-ignore format: one entry a line keeps the data table scannable
export const ingredients: ReadonlyArray<ReferenceIngredient> = [
  ingredient(1, "7d3034d9-28f2-53e2-9b1f-40fef132380b", C.rawMaterials.id, null, false, ["Grapes", "Trauben", "Raisins", "Uve", "Uvas", "Uvas", "Druiven"], ["Organic grapes", "Trauben aus ökologischem Anbau", "Raisins biologiques", "Uve biologiche", "Uvas ecológicas", "Uvas biológicas", "Biologische druiven"]),
  ingredient(2, "d568f5eb-6698-55b4-8eac-322857588735", C.rawMaterials.id, null, false, ["Wine", "Wein", "Vin", "Vino", "Vino", "Vinho", "Wijn"], ["Organic wine", "Wein aus ökologischer Erzeugung", "Vin biologique", "Vino biologico", "Vino ecológico", "Vinho biológico", "Biologische wijn"]),
  ingredient(3, "3933eae8-b808-5a10-8f5f-55f5579ae721", C.rawMaterials.id, null, false, ["Neutral alcohol of vine origin", "Neutralalkohol weinbaulichen Ursprungs", "Alcool neutre d'origine viticole", "Alcole neutro di origine viticola", "Alcohol neutro de origen vínico", "Álcool neutro de origem vínica", "Neutrale alcohol uit wijnbouwproducten"]),
  ingredient(4, "067b485a-ac52-5908-b79a-47c0a6968ffb", C.rawMaterials.id, null, false, ["Wine distillate", "Weindestillat", "Distillat de vin", "Distillato di vino", "Destilado de vino", "Destilado de vinho", "Wijndistillaat"]),
  ingredient(5, "5ecd7717-a5ed-5746-8e2c-7906e0c23d6c", C.rawMaterials.id, null, false, ["Distillate of dried grapes", "Destillat aus getrockneten Trauben", "Distillat de raisins secs", "Distillato di uve secche", "Destilado de pasas", "Destilado de uvas passas", "Distillaat van gedroogde druiven"]),
  ingredient(6, "36568b9c-8b4f-5867-9fdd-1e926bbbaa7a", C.rawMaterials.id, null, false, ["Ethyl alcohol of agricultural origin", "Ethylalkohol landwirtschaftlichen Ursprungs", "Alcool éthylique d'origine agricole", "Alcole etilico di origine agricola", "Alcohol etílico de origen agrícola", "Álcool etílico de origem agrícola", "Ethylalcohol uit landbouwproducten"], ["Organic ethyl alcohol of agricultural origin", "Ethylalkohol landwirtschaftlichen Ursprungs aus ökologischer Erzeugung", "Alcool éthylique d'origine agricole biologique", "Alcole etilico di origine agricola biologico", "Alcohol etílico de origen agrícola ecológico", "Álcool etílico de origem agrícola biológico", "Biologische ethylalcohol uit landbouwproducten"]),
  ingredient(7, "3e4cf86f-c759-5645-ab13-6b9431fb985d", C.rawMaterials.id, null, false, ["Water", "Wasser", "Eau", "Acqua", "Agua", "Água", "Water"]),
  ingredient(8, "3a4c7651-7bae-5a79-bb54-5a87d69c1a7c", C.enrichmentAndSweetening.id, null, false, ["Sucrose", "Saccharose", "Saccharose", "Saccarosio", "Sacarosa", "Sacarose", "Sacharose"], ["Organic sucrose", "Saccharose aus ökologischer Erzeugung", "Saccharose biologique", "Saccarosio biologico", "Sacarosa ecológica", "Sacarose biológica", "Biologische sacharose"]),
  ingredient(9, "5fbed119-313e-5af0-a041-b892cac1a27d", C.enrichmentAndSweetening.id, null, false, ["Concentrated grape must", "Konzentrierter Traubenmost", "Moût de raisins concentré", "Mosto di uve concentrato", "Mosto de uva concentrado", "Mosto de uvas concentrado", "Geconcentreerde druivenmost"], ["Organic concentrated grape must", "Konzentrierter Traubenmost aus ökologischer Erzeugung", "Moût de raisins concentré biologique", "Mosto di uve concentrato biologico", "Mosto de uva concentrado ecológico", "Mosto de uvas concentrado biológico", "Biologische geconcentreerde druivenmost"]),
  ingredient(10, "09593744-3418-546a-9d85-235beb289420", C.enrichmentAndSweetening.id, null, false, ["Rectified concentrated grape must", "Rektifiziertes Traubenmostkonzentrat", "Moût de raisins concentré rectifié", "Mosto di uve concentrato rettificato", "Mosto de uva concentrado rectificado", "Mosto de uvas concentrado retificado", "Gerectificeerde geconcentreerde druivenmost"], ["Organic rectified concentrated grape must", "Rektifiziertes Traubenmostkonzentrat aus ökologischer Erzeugung", "Moût de raisins concentré rectifié biologique", "Mosto di uve concentrato rettificato biologico", "Mosto de uva concentrado rectificado ecológico", "Mosto de uvas concentrado retificado biológico", "Biologische gerectificeerde geconcentreerde druivenmost"]),
  ingredient(11, "64b41568-4815-5972-820d-9edce9bcb143", C.enrichmentAndSweetening.id, null, false, ["Grape must", "Traubenmost", "Moût de raisins", "Mosto di uve", "Mosto de uva", "Mosto de uvas", "Druivenmost"], ["Organic grape must", "Traubenmost aus ökologischer Erzeugung", "Moût de raisins biologique", "Mosto di uve biologico", "Mosto de uva ecológico", "Mosto de uvas biológico", "Biologische druivenmost"]),
  ingredient(12, "bb94055d-8fc3-5e3b-9f8b-052b20b2be17", C.enrichmentAndSweetening.id, null, false, ["Sugar", "Zucker", "Sucre", "Zucchero", "Azúcar", "Açúcar", "Suiker"], ["Organic sugar", "Zucker aus ökologischer Erzeugung", "Sucre biologique", "Zucchero biologico", "Azúcar ecológico", "Açúcar biológico", "Biologische suiker"]),
  ingredient(13, "675e6ad1-767e-50c6-8db8-4474ead49603", C.enrichmentAndSweetening.id, null, false, ["Caramelised sugar", "Karamellisierter Zucker", "Sucre caramélisé", "Zucchero caramellato", "Azúcar caramelizado", "Açúcar caramelizado", "Gekaramelliseerde suiker"]),
  ingredient(14, "75bb75e0-5317-56ed-8cf2-f6454fbfe4ea", C.enrichmentAndSweetening.id, null, false, ["Dextrose", "Dextrose", "Dextrose", "Destrosio", "Dextrosa", "Dextrose", "Dextrose"]),
  ingredient(15, "b482cb82-d472-5c9f-965c-15038324515c", C.enrichmentAndSweetening.id, null, false, ["Fructose", "Fructose", "Fructose", "Fruttosio", "Fructosa", "Frutose", "Fructose"]),
  ingredient(16, "2f95a587-7581-53b4-a525-a65b43458957", C.enrichmentAndSweetening.id, null, false, ["Glucose syrup", "Glukosesirup", "Sirop de glucose", "Sciroppo di glucosio", "Jarabe de glucosa", "Xarope de glucose", "Glucosestroop"]),
  ingredient(17, "46d9bed1-c295-55b1-a705-fcdf40fa9b23", C.enrichmentAndSweetening.id, null, false, ["Invert sugar syrup", "Invertzuckersirup", "Sirop de sucre inverti", "Sciroppo di zucchero invertito", "Jarabe de azúcar invertido", "Xarope de açúcar invertido", "Invertsuikerstroop"]),
  ingredient(18, "cdadd4d5-e579-5dba-8754-065ba7ed919c", C.enrichmentAndSweetening.id, null, false, ["Honey", "Honig", "Miel", "Miele", "Miel", "Mel", "Honing"], ["Organic honey", "Honig aus ökologischer Erzeugung", "Miel biologique", "Miele biologico", "Miel ecológica", "Mel biológico", "Biologische honing"]),
  ingredient(19, "97f23a89-4262-5c7e-b946-c00ae959a4ee", C.tirageAndExpeditionLiqueur.id, null, false, ["Tirage liqueur", "Fülldosage", "Liqueur de tirage", "Sciroppo zuccherino", "Licor de tiraje", "Licor de tiragem", "Tiragelikeur"]),
  ingredient(20, "d0265961-c950-5e94-867d-7fc5922a6eb8", C.tirageAndExpeditionLiqueur.id, null, false, ["Expedition liqueur", "Versanddosage", "Liqueur d'expédition", "Sciroppo di dosaggio", "Licor de expedición", "Licor de expedição", "Expeditielikeur"]),
  ingredient(21, "25b880c4-c202-5d49-bc86-74d39b4e0622", C.acidityRegulators.id, "E 334", false, ["Tartaric acid", "Weinsäure", "Acide tartrique", "Acido tartarico", "Ácido tartárico", "Ácido tartárico", "Wijnsteenzuur"]),
  ingredient(22, "1f25fd4c-7870-5319-971a-64c071eabeb9", C.acidityRegulators.id, "E 296", false, ["Malic acid", "Äpfelsäure", "Acide malique", "Acido malico", "Ácido málico", "Ácido málico", "Appelzuur"]),
  ingredient(23, "48dd558b-d061-50af-8dc0-0a580eb4a4e2", C.acidityRegulators.id, "E 270", false, ["Lactic acid", "Milchsäure", "Acide lactique", "Acido lattico", "Ácido láctico", "Ácido láctico", "Melkzuur"]),
  ingredient(24, "47366d68-05f7-57bd-8859-203f5eb6fa6c", C.acidityRegulators.id, "E 336", false, ["Potassium tartrate", "Kaliumtartrat", "Tartrate de potassium", "Tartrato di potassio", "Tartrato de potasio", "Tartarato de potássio", "Kaliumtartraat"]),
  ingredient(25, "e5b6ff15-5515-505c-8788-9dba8a3d8ca9", C.acidityRegulators.id, "E 501", false, ["Potassium bicarbonate", "Kaliumhydrogencarbonat", "Bicarbonate de potassium", "Bicarbonato di potassio", "Bicarbonato de potasio", "Bicarbonato de potássio", "Kaliumbicarbonaat"]),
  ingredient(26, "60e31c93-c155-5e63-a3fe-c97d5083da19", C.acidityRegulators.id, "E 170", false, ["Calcium carbonate", "Calciumcarbonat", "Carbonate de calcium", "Carbonato di calcio", "Carbonato de calcio", "Carbonato de cálcio", "Calciumcarbonaat"]),
  ingredient(27, "8253dd31-3eac-50a7-b3b5-3464db2662a2", C.acidityRegulators.id, "E 354", false, ["Calcium tartrate", "Calciumtartrat", "Tartrate de calcium", "Tartrato di calcio", "Tartrato de calcio", "Tartarato de cálcio", "Calciumtartraat"]),
  ingredient(28, "477885f1-3dab-5339-850d-9797f99e44f4", C.acidityRegulators.id, "E 516", false, ["Calcium sulphate", "Calciumsulfat", "Sulfate de calcium", "Solfato di calcio", "Sulfato de calcio", "Sulfato de cálcio", "Calciumsulfaat"]),
  ingredient(29, "11b0d498-482e-5b14-a7f6-d8267d68edb0", C.preservativesAndAntioxidants.id, null, true, ["Sulphites", "Sulfite", "Sulfites", "Solfiti", "Sulfitos", "Sulfitos", "Sulfieten"]),
  ingredient(30, "6fb264bc-4754-5c03-a8f9-d5525e0ffc32", C.preservativesAndAntioxidants.id, "E 220", true, ["Sulphur dioxide", "Schwefeldioxid", "Anhydride sulfureux", "Anidride solforosa", "Dióxido de azufre", "Dióxido de enxofre", "Zwaveldioxide"]),
  ingredient(31, "e06f1607-620c-5ace-b351-2d51b34739b1", C.preservativesAndAntioxidants.id, "E 228", true, ["Potassium bisulphite", "Kaliumbisulfit", "Bisulfite de potassium", "Bisolfito di potassio", "Bisulfito de potasio", "Bissulfito de potássio", "Kaliumbisulfiet"]),
  ingredient(32, "538ea251-09cc-529d-9088-84eeffd0280e", C.preservativesAndAntioxidants.id, "E 224", true, ["Potassium metabisulphite", "Kaliummetabisulfit", "Métabisulfite de potassium", "Metabisolfito di potassio", "Metabisulfito de potasio", "Metabissulfito de potássio", "Kaliummetabisulfiet"]),
  ingredient(33, "68b682c6-33ad-5d0a-9739-143586b6f95a", C.preservativesAndAntioxidants.id, "E 202", false, ["Potassium sorbate", "Kaliumsorbat", "Sorbate de potassium", "Sorbato di potassio", "Sorbato de potasio", "Sorbato de potássio", "Kaliumsorbaat"]),
  ingredient(34, "2ee3d9f4-4b9b-5a10-b2b0-fa5b9a29f321", C.preservativesAndAntioxidants.id, "E 1105", true, ["Egg lysozyme", "Lysozym aus Ei", "Lysozyme de l'œuf", "Lisozima da uovo", "Lisozima de huevo", "Lisozima de ovo", "Eilysozym"]),
  ingredient(35, "e523d438-8cf7-5a4c-a200-9b71952abe87", C.preservativesAndAntioxidants.id, "E 300", false, ["L-ascorbic acid", "L-Ascorbinsäure", "Acide L-ascorbique", "Acido L-ascorbico", "Ácido L-ascórbico", "Ácido L-ascórbico", "L-ascorbinezuur"]),
  ingredient(36, "50d667ff-bce3-5089-9641-dd02ff76f111", C.preservativesAndAntioxidants.id, "E 242", false, ["Dimethyl dicarbonate (DMDC)", "Dimethyldicarbonat (DMDC)", "Dicarbonate de diméthyle (DMDC)", "Dicarbonato di dimetile (DMDC)", "Dicarbonato de dimetilo (DMDC)", "Dicarbonato de dimetilo (DMDC)", "Dimethyldicarbonaat (DMDC)"]),
  ingredient(37, "07de7585-5f13-5a56-a32c-2126dad2f8da", C.sequestrants.id, "E 330", false, ["Citric acid", "Citronensäure", "Acide citrique", "Acido citrico", "Ácido cítrico", "Ácido cítrico", "Citroenzuur"]),
  ingredient(38, "8281a6eb-2ace-52be-9216-8f2a670d162e", C.stabilisingAgents.id, "E 330", false, ["Citric acid", "Citronensäure", "Acide citrique", "Acido citrico", "Ácido cítrico", "Ácido cítrico", "Citroenzuur"]),
  ingredient(39, "967383a8-5668-5a06-b4c1-b6b76b90c3dd", C.stabilisingAgents.id, "E 353", false, ["Metatartaric acid", "Metaweinsäure", "Acide métatartrique", "Acido metatartarico", "Ácido metatártrico", "Ácido metatartárico", "Metawijnsteenzuur"]),
  ingredient(40, "1ba34776-7976-54a0-9af4-e19732ecb183", C.stabilisingAgents.id, "E 414", false, ["Gum arabic", "Gummi arabicum", "Gomme arabique", "Gomma arabica", "Goma arábiga", "Goma-arábica", "Arabische gom"]),
  ingredient(41, "bef9cf5d-a16c-5311-9f68-d53b3629cbf9", C.stabilisingAgents.id, "E 466", false, ["Carboxymethylcellulose (cellulose gum)", "Carboxymethylcellulose (Cellulosegummi)", "Carboxyméthylcellulose (gomme de cellulose)", "Carbossimetilcellulosa (gomma di cellulosa)", "Carboximetilcelulosa (goma de celulosa)", "Carboximetilcelulose (goma de celulose)", "Carboxymethylcellulose (cellulosegom)"]),
  ingredient(42, "725fdb0b-5fe3-5d4a-8208-0d0af19c5669", C.stabilisingAgents.id, null, false, ["Yeast mannoproteins", "Mannoproteine aus Hefe", "Mannoprotéines de levure", "Mannoproteine di lievito", "Manoproteínas de levadura", "Manoproteínas de levedura", "Gistmannoproteïnen"]),
  ingredient(43, "75622835-a876-59a3-b3cd-d9c0b216e77e", C.stabilisingAgents.id, "E 456", false, ["Potassium polyaspartate", "Kaliumpolyaspartat", "Polyaspartate de potassium", "Poliaspartato di potassio", "Poliaspartato de potasio", "Poliaspartato de potássio", "Kaliumpolyaspartaat"]),
  ingredient(44, "5ec846f0-8050-5b7e-be00-380ca61aab76", C.stabilisingAgents.id, "E 297", false, ["Fumaric acid", "Fumarsäure", "Acide fumarique", "Acido fumarico", "Ácido fumárico", "Ácido fumárico", "Fumaarzuur"]),
  ingredient(45, "580d48a9-9366-5b8f-a844-10e444f41aa9", C.gasesAndPackagingGases.id, "E 938", false, ["Argon", "Argon", "Argon", "Argon", "Argón", "Árgon", "Argon"]),
  ingredient(46, "669d2b6e-37c7-517d-b594-74fc9deb9226", C.gasesAndPackagingGases.id, "E 941", false, ["Nitrogen", "Stickstoff", "Azote", "Azoto", "Nitrógeno", "Azoto", "Stikstof"]),
  ingredient(47, "84608415-3793-5a6a-b746-665dd2475372", C.gasesAndPackagingGases.id, "E 290", false, ["Carbon dioxide", "Kohlendioxid", "Dioxyde de carbone", "Anidride carbonica", "Dióxido de carbono", "Dióxido de carbono", "Koolstofdioxide"]),
  // The two statements of Delegated Reg. (EU) 2019/33 as amended by 2023/1606 (CELEX 32023R1606; the article
  // number is unverified) replace the packaging gases' names and stand alone in the list: no category before them.
  ingredient(48, "995a51fd-1593-5ec3-8b4a-e3abfbbc3e54", null, null, false, ["Bottled under a protective atmosphere", "Unter Schutzatmosphäre abgefüllt", "Mis en bouteille sous atmosphère protectrice", "Imbottigliato in atmosfera protettiva", "Embotellado en atmósfera protectora", "Engarrafado em atmosfera protetora", "Gebotteld onder beschermende atmosfeer"]),
  ingredient(49, "bc8f7572-0749-5ff6-a4a9-9c1d4d3b6fa9", null, null, false, ["Bottling may take place under a protective atmosphere", "Die Abfüllung kann unter Schutzatmosphäre erfolgen", "La mise en bouteille peut se faire sous atmosphère protectrice", "L'imbottigliamento può avvenire in atmosfera protettiva", "El embotellado puede realizarse en atmósfera protectora", "O engarrafamento pode ser efetuado em atmosfera protetora", "Het bottelen kan onder beschermende atmosfeer plaatsvinden"]),
  ingredient(50, "94e697de-0ec1-5595-a0a9-d98d44fbe44b", C.clarifyingAgents.id, null, true, ["Egg", "Ei", "Œuf", "Uovo", "Huevo", "Ovo", "Ei"]),
  ingredient(51, "7a546049-aa69-51fc-b0f3-766d2176626b", C.clarifyingAgents.id, null, true, ["Egg protein", "Eiprotein", "Protéine de l'œuf", "Proteina dell'uovo", "Proteína de huevo", "Proteína de ovo", "Eiproteïne"]),
  ingredient(52, "21dd6333-3de2-50e9-b073-d8a4daffba08", C.clarifyingAgents.id, null, true, ["Egg product", "Eiprodukt", "Produit de l'œuf", "Prodotti dell'uovo", "Ovoproducto", "Produto de ovo", "Eiproduct"]),
  ingredient(53, "6a177e0a-8066-5a70-a68c-52af9c5fceed", C.clarifyingAgents.id, null, true, ["Egg albumin", "Albumin aus Ei", "Albumine de l'œuf", "Albumina da uovo", "Ovoalbúmina", "Albumina de ovo", "Eialbumine"]),
  ingredient(54, "c092e09b-a319-5668-aff7-103824737ad7", C.clarifyingAgents.id, null, true, ["Milk", "Milch", "Lait", "Latte", "Leche", "Leite", "Melk"]),
  ingredient(55, "11c6c117-0833-5007-828e-d5b4e32b7902", C.clarifyingAgents.id, null, true, ["Milk products", "Milcherzeugnisse", "Produits du lait", "Prodotti del latte", "Productos lácteos", "Produtos lácteos", "Melkproducten"]),
  ingredient(56, "1de52bbf-beb4-5dd8-b0f3-e28ec0900d98", C.clarifyingAgents.id, null, true, ["Milk casein", "Kasein aus Milch", "Caséine du lait", "Caseina del latte", "Caseína de leche", "Caseína de leite", "Melkcaseïne"]),
  ingredient(57, "90b7283c-0390-55bb-b00e-c4066edeb650", C.clarifyingAgents.id, null, true, ["Milk protein", "Milchprotein", "Protéine du lait", "Proteina del latte", "Proteína de leche", "Proteína de leite", "Melkproteïne"]),
  ingredient(58, "b8c3c236-bd59-5ed1-9226-9f2ad79cda7a", C.clarifyingAgents.id, null, true, ["Potassium caseinate (milk)", "Kaliumkaseinat (aus Milch)", "Caséinate de potassium (lait)", "Caseinato di potassio (latte)", "Caseinato de potasio (leche)", "Caseinato de potássio (leite)", "Kaliumcaseïnaat (melk)"]),
  ingredient(59, "b8be2400-c004-587a-a2ce-7eab254e4f17", C.flavouringsAndAromatisingIngredients.id, null, false, ["Flavouring", "Aroma", "Arôme", "Aroma", "Aroma", "Aroma", "Aroma"]),
  ingredient(60, "c741d725-a919-511b-a39f-2f54c739d9d1", C.flavouringsAndAromatisingIngredients.id, null, false, ["Natural flavouring", "Natürliches Aroma", "Arôme naturel", "Aroma naturale", "Aroma natural", "Aroma natural", "Natuurlijk aroma"]),
  ingredient(61, "c11c98e2-9aa1-5913-90a3-b1b59890cb4e", C.flavouringsAndAromatisingIngredients.id, null, false, ["Herbs", "Kräuter", "Herbes aromatiques", "Erbe aromatiche", "Hierbas aromáticas", "Ervas aromáticas", "Kruiden"], ["Organic herbs", "Kräuter aus ökologischem Anbau", "Herbes aromatiques biologiques", "Erbe aromatiche biologiche", "Hierbas aromáticas ecológicas", "Ervas aromáticas biológicas", "Biologische kruiden"]),
  ingredient(62, "0bcf701f-0bca-567d-b6e6-7190edbcbb06", C.flavouringsAndAromatisingIngredients.id, null, false, ["Spices", "Gewürze", "Épices", "Spezie", "Especias", "Especiarias", "Specerijen"], ["Organic spices", "Gewürze aus ökologischem Anbau", "Épices biologiques", "Spezie biologiche", "Especias ecológicas", "Especiarias biológicas", "Biologische specerijen"]),
  ingredient(63, "8e95476b-8189-5811-a8d6-ade83d75637e", C.flavouringsAndAromatisingIngredients.id, null, false, ["Wormwood (Artemisia)", "Wermutkraut (Artemisia)", "Armoise absinthe (Artemisia)", "Assenzio (Artemisia)", "Ajenjo (Artemisia)", "Absinto (Artemisia)", "Alsem (Artemisia)"]),
]
