/**
 * Production methods: those of sparkling wine (traditional, transfer, tank,
 * ancestral, carbonation) and of still, sweet and fortified wine styles.
 * Names in en (base), de, fr, it, es, pt, nl here, in the other official EU
 * languages from `materialMethodNames/`.
 */
import { ProductionMethodId } from "@elabel/domain"
import { materialMethodNameTables } from "./materialMethodNames/index.ts"
import { type LocaleNames, type ReferenceProductionMethod, withFurtherNames } from "./ReferenceCatalog.ts"

const method = (id: string, names: LocaleNames): ReferenceProductionMethod => ({
  id: ProductionMethodId.make(id),
  name: names[0],
  names: withFurtherNames(names, materialMethodNameTables, "productionMethods")
})

/** The production methods, sparkling wine methods first. */
// biome-ignore format: one entry a line keeps the data table scannable
export const productionMethods: ReadonlyArray<ReferenceProductionMethod> = [
  method("4ad2741b-b31a-56c4-b6e3-fa3e262b1e43", ["Traditional method (bottle fermentation)", "Klassische Flaschengärung (traditionelle Methode)", "Méthode traditionnelle", "Metodo classico", "Método tradicional", "Método clássico", "Traditionele methode"]),
  method("5e20bb8d-b6a0-5beb-826b-b725eb4c3719", ["Transfer method", "Flaschengärung im Transvasierverfahren", "Méthode de transfert", "Metodo del trasferimento", "Método de transferencia", "Método de transferência", "Transfermethode"]),
  method("780692db-02c1-57a0-9d07-e2cf6e97c78a", ["Tank method (Charmat / Martinotti)", "Tankgärung (Charmat-Methode)", "Méthode en cuve close (Charmat)", "Metodo Martinotti (Charmat)", "Método Charmat (granvás)", "Método Charmat (cuba fechada)", "Tankmethode (charmat)"]),
  method("b84dcc80-33c8-5644-9960-b225d8220b4f", ["Ancestral method (pét-nat)", "Méthode ancestrale (Pét-Nat)", "Méthode ancestrale", "Metodo ancestrale", "Método ancestral", "Método ancestral", "Ancestrale methode (pét-nat)"]),
  method("86dac7aa-da18-54a5-918a-692e9af4c94b", ["Carbonation (added carbon dioxide)", "Imprägnierverfahren (zugesetzte Kohlensäure)", "Gazéification (dioxyde de carbone ajouté)", "Gassificazione (anidride carbonica aggiunta)", "Gasificación (dióxido de carbono añadido)", "Gaseificação (dióxido de carbono adicionado)", "Koolzuurtoevoeging"]),
  method("1b34c6c6-1339-5057-a632-e0687e4a8601", ["Carbonic maceration", "Kohlensäuremaischung", "Macération carbonique", "Macerazione carbonica", "Maceración carbónica", "Maceração carbónica", "Koolzuurmaceratie"]),
  method("eddcbf7c-67a8-51fa-b5a5-a46bb6cd4be5", ["Skin contact (orange wine)", "Maischegärung (Orange Wine)", "Macération pelliculaire (vin orange)", "Macerazione sulle bucce (orange wine)", "Maceración con pieles (vino naranja)", "Curtimenta (vinho laranja)", "Schilcontact (oranje wijn)"]),
  method("1b021d75-7550-5500-b54d-3655bdfe3774", ["Saignée (bleeding off)", "Saignée-Verfahren", "Saignée", "Salasso", "Sangrado", "Sangria", "Saignée"]),
  method("a7944c2b-a271-5f85-966b-6ed146079d60", ["Fortification (liqueur wine)", "Aufspritung (Likörwein)", "Mutage (vin de liqueur)", "Fortificazione (vino liquoroso)", "Fortificación (vino de licor)", "Aguardentação (vinho licoroso)", "Versterking (likeurwijn)"]),
  method("d0634988-6fcd-5509-801f-7bf948eb0c9e", ["Appassimento (dried grapes)", "Appassimento (getrocknete Trauben)", "Passerillage", "Appassimento", "Pasificación", "Passificação", "Appassimento (gedroogde druiven)"]),
  method("323ba0ef-fe16-557a-b08e-27d0f8892c4d", ["Botrytised (noble rot)", "Edelfäule (Botrytis)", "Pourriture noble (botrytis)", "Muffa nobile (botrite)", "Podredumbre noble (botritis)", "Podridão nobre (botrytis)", "Edele rotting (botrytis)"]),
  method("61af39cf-b061-513c-ac2c-f1354d5be4b9", ["Ice wine", "Eiswein", "Vin de glace", "Vino di ghiaccio", "Vino de hielo", "Vinho de gelo", "IJswijn"]),
  method("aaeb6988-e5d2-5087-8852-5c6d179eaf1a", ["Late harvest", "Spätlese", "Vendanges tardives", "Vendemmia tardiva", "Vendimia tardía", "Colheita tardia", "Late oogst"]),
  method("4ea534ff-2221-5a8f-b37d-de92e065b0a7", ["Ageing on lees (sur lie)", "Ausbau auf der Hefe (sur lie)", "Élevage sur lies", "Affinamento sui lieviti (sur lie)", "Crianza sobre lías", "Estágio sobre borras", "Rijping op de gistcellen (sur lie)"]),
  method("a71f522f-3167-5b93-a6d5-0d58dbdad77c", ["Ageing in oak barrels", "Ausbau im Holzfass", "Élevage en fût de chêne", "Affinamento in botti di rovere", "Crianza en barrica de roble", "Estágio em barricas de carvalho", "Rijping op eikenhouten vaten"]),
  method("7c2028da-0b4f-5221-b572-8ad52ed4bd18", ["Amphora / qvevri", "Ausbau in der Amphore", "Vinification en amphore", "Vinificazione in anfora", "Vinificación en ánfora", "Vinificação em ânfora (talha)", "Vinificatie in amfora"]),
  method("44ff1e0e-62a8-5f04-9a45-4de73f76ab78", ["Biological ageing under flor", "Biologischer Ausbau unter Florhefe", "Élevage sous voile", "Affinamento sotto flor", "Crianza biológica bajo velo de flor", "Envelhecimento biológico sob véu de flor", "Biologische rijping onder flor"]),
  method("f59b25b4-288d-5677-9310-55d559960bbd", ["Oxidative ageing", "Oxidativer Ausbau", "Élevage oxydatif", "Affinamento ossidativo", "Crianza oxidativa", "Envelhecimento oxidativo", "Oxidatieve rijping"]),
  method("7e12aff2-53be-56d2-b38f-0544cbeb08ee", ["Solera system", "Solera-Verfahren", "Système de solera", "Sistema solera", "Sistema de criaderas y solera", "Sistema de solera", "Soleramethode"]),
  method("dc577ea2-aded-58c4-a6f0-fcfa6b837846", ["Dealcoholisation", "Entalkoholisierung", "Désalcoolisation", "Dealcolazione", "Desalcoholización", "Desalcoolização", "Alcoholverwijdering"]),
]
