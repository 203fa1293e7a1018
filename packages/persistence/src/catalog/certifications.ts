/**
 * Certifications and label schemes wine labels show: organic, biodynamic,
 * vegan, sustainability and others. Scheme names are proper names; a
 * translation is given only where the scheme itself is named differently.
 */
import { type Catalog, CertificationId } from "@elabel/domain"
import type { CertificationKind, ReferenceCertification } from "./ReferenceCatalog.ts"

const certification = (
  id: string,
  kind: CertificationKind,
  name: string,
  names: Catalog.Names = {}
): ReferenceCertification => ({ id: CertificationId.make(id), name, names: { en: name, ...names }, kind })

/** The certifications, by kind. */
// biome-ignore format: one entry a line keeps the data table scannable
export const certifications: ReadonlyArray<ReferenceCertification> = [
  certification("91d3f030-1b98-5454-8f6b-9c70d976700b", "organic", "EU organic logo (Euro-leaf)", { de: "EU-Bio-Logo", fr: "Logo biologique de l'UE (Eurofeuille)", it: "Logo biologico dell'UE (Euro-foglia)", es: "Logotipo ecológico de la UE (Eurohoja)", pt: "Logótipo biológico da UE (Eurofolha)", nl: "EU-biologo (Euroblad)" }),
  certification("1e14aa25-b184-5fc5-bb7e-ab5a3fc40a88", "organic", "German organic label (Bio-Siegel)", { de: "Bio-Siegel", fr: "Label biologique allemand (Bio-Siegel)", it: "Marchio biologico tedesco (Bio-Siegel)", es: "Sello ecológico alemán (Bio-Siegel)", pt: "Selo biológico alemão (Bio-Siegel)", nl: "Duits biokeurmerk (Bio-Siegel)" }),
  certification("7d0c8a0e-e8ed-58fc-9495-09522d4bf5a6", "organic", "AB (Agriculture Biologique)"),
  certification("cc5912d1-68bf-585e-a166-4cc4c4f054cb", "organic", "Bioland"),
  certification("dfc12e2a-062b-5963-ad3f-f804cb62037b", "organic", "Naturland"),
  certification("7e7bc438-fda5-506d-94c6-a0a9e88ae2cf", "organic", "ECOVIN"),
  certification("7cd914cf-b471-589d-a0bb-bcffada757e0", "organic", "BIO AUSTRIA"),
  certification("a1442124-e2c8-52d3-8ad3-47c9adbecbc9", "organic", "Bio Suisse Bud", { de: "Bio Suisse Knospe", fr: "Bio Suisse Bourgeon", it: "Bio Suisse Gemma" }),
  certification("4a76c8b0-ac7f-53ab-a6ad-c652b8668ccb", "organic", "Nature & Progrès"),
  certification("e4d307e3-2c81-55ef-bd2f-f7265e9c2099", "organic", "Biogarantie"),
  certification("3bd8d7a7-4625-5264-b148-097c88933e68", "organic", "Ecocert"),
  certification("9ec38ba0-a50f-537c-9f79-1f8db3aeb15b", "organic", "KRAV"),
  certification("f86a292e-f026-57f1-9042-e6ede06b6115", "organic", "Soil Association Organic"),
  certification("ebe002b6-847e-5f91-9ffa-2e5dae4f02cd", "organic", "USDA Organic"),
  certification("e8fe1e34-a913-54f0-80f7-ab9e545ea1d2", "organic", "Made with organic grapes (USDA NOP)", { de: "Aus ökologisch angebauten Trauben hergestellt (USDA NOP)", fr: "Élaboré avec des raisins biologiques (USDA NOP)", it: "Prodotto con uve biologiche (USDA NOP)", es: "Elaborado con uvas ecológicas (USDA NOP)", pt: "Elaborado com uvas biológicas (USDA NOP)", nl: "Gemaakt van biologische druiven (USDA NOP)" }),
  certification("5eead060-498a-54f8-9b42-f6997f993524", "organic", "Canada Organic", { fr: "Biologique Canada" }),
  certification("36ce8308-55a6-599d-a707-1b79b2bacad5", "organic", "Australian Certified Organic"),
  certification("7194cf6b-bc27-569f-b2b7-034a41f55b21", "organic", "BioGro"),
  certification("82c189bf-5c45-5f0b-8e78-81684ce73530", "organic", "Organic JAS"),
  certification("ddaa98f8-9270-5542-bf1f-e6b915cf7374", "organic", "Regenerative Organic Certified"),
  certification("f199181d-7f02-566c-96ca-42d25fc3a0dd", "biodynamic", "Demeter"),
  certification("d9376c0a-5816-521b-895e-a485ce9b4cd1", "biodynamic", "Biodyvin"),
  certification("4b183cf4-71f9-5b88-b98e-03bf3955b804", "biodynamic", "Respekt-BIODYN"),
  certification("dc27f7a6-609a-5146-9b00-5bc165ec8d51", "vegan", "V-Label vegan", { de: "V-Label vegan", fr: "V-Label végane", it: "V-Label vegano", es: "V-Label vegano", pt: "V-Label vegano", nl: "V-Label veganistisch" }),
  certification("821f9241-f611-5319-a56b-ffb80bb30fea", "vegan", "Vegan Trademark (The Vegan Society)", { de: "Vegan-Blume (The Vegan Society)", fr: "Marque Vegan (The Vegan Society)", it: "Marchio Vegan (The Vegan Society)", es: "Marca Vegan (The Vegan Society)", pt: "Marca Vegan (The Vegan Society)", nl: "Vegan-keurmerk (The Vegan Society)" }),
  certification("3a0113d1-5c0b-5588-9ead-fad319e52707", "vegan", "EVE VEGAN"),
  certification("6b8b5f5c-8531-5d20-bb61-4e0f1337a393", "vegan", "Certified Vegan (Vegan Action)"),
  certification("201f1762-f5d9-5967-bffb-c237a8f86a1d", "other", "V-Label vegetarian", { de: "V-Label vegetarisch", fr: "V-Label végétarien", it: "V-Label vegetariano", es: "V-Label vegetariano", pt: "V-Label vegetariano", nl: "V-Label vegetarisch" }),
  certification("4f602719-7233-53fd-9170-5fd028279205", "sustainability", "High Environmental Value (HVE)", { de: "Hoher Umweltwert (HVE)", fr: "Haute Valeur Environnementale (HVE)", it: "Alto Valore Ambientale (HVE)", es: "Alto Valor Medioambiental (HVE)", pt: "Alto Valor Ambiental (HVE)", nl: "Hoge Milieuwaarde (HVE)" }),
  certification("395828ab-55d7-52c7-9c64-e68cfb9eb8c1", "sustainability", "Terra Vitis"),
  certification("7a1261bb-e6a3-5c0d-95c2-0a6e914cf43a", "sustainability", "Vignerons Engagés"),
  certification("c01a681e-1361-565a-b421-4ee18312ffc5", "sustainability", "FAIR'N GREEN"),
  certification("959a4e1b-9731-50ba-aefb-15b1243b7f7b", "sustainability", "FairChoice"),
  certification("8d494ef6-aa73-543c-9622-52049859b81e", "sustainability", "Sustainable Austria", { de: "Nachhaltig Austria", fr: "Autriche durable (Nachhaltig Austria)", it: "Austria sostenibile (Nachhaltig Austria)", es: "Austria sostenible (Nachhaltig Austria)", pt: "Áustria sustentável (Nachhaltig Austria)", nl: "Duurzaam Oostenrijk (Nachhaltig Austria)" }),
  certification("e034519e-9b9e-52f8-9496-684b9a26d3fe", "sustainability", "VINATURA"),
  certification("54b34261-3e39-5b01-b6c9-3e9dfeeb9a66", "sustainability", "Equalitas"),
  certification("ffc77e7b-ffd7-5436-9483-f5abbd34bf75", "sustainability", "VIVA – Sustainability in Italian viticulture", { it: "VIVA – La sostenibilità nella vitivinicoltura in Italia", de: "VIVA – Nachhaltigkeit im italienischen Weinbau", fr: "VIVA – Durabilité dans la viticulture italienne", es: "VIVA – Sostenibilidad en la vitivinicultura italiana", pt: "VIVA – Sustentabilidade na vitivinicultura italiana", nl: "VIVA – Duurzaamheid in de Italiaanse wijnbouw" }),
  certification("06caccbd-9631-58d3-90ca-3fa47f2378f2", "sustainability", "Wineries for Climate Protection"),
  certification("5135b685-8caa-52c5-9061-0fb12bab8af8", "sustainability", "Sustainable Wines of Great Britain"),
  certification("0c68987f-6937-5e63-9e20-7209d5bde4e2", "sustainability", "Sustainable Winegrowing New Zealand (SWNZ)"),
  certification("8fb8b48e-76b5-5bac-ae9b-95f1a7c7fc78", "sustainability", "Sustainable Australia Winegrowing"),
  certification("a5515df4-7208-53f5-96e1-79442c15eb79", "sustainability", "Certified California Sustainable Winegrowing (CCSW)"),
  certification("f50f74f9-b3ce-50cb-a0b2-77012719fbf5", "sustainability", "LODI RULES"),
  certification("61888345-b750-503f-a13e-e93c7d4f6bf4", "sustainability", "LIVE (Low Input Viticulture and Enology)"),
  certification("7b08b59a-9b9f-5e83-b7f0-33ffd3048418", "sustainability", "SIP Certified (Sustainability in Practice)"),
  certification("9cda15f0-dd03-5c8e-ba90-bd5888bdd9e6", "sustainability", "Napa Green"),
  certification("75b6ab4f-da06-5eea-9cfd-b7e630ea8dfb", "sustainability", "Salmon-Safe"),
  certification("4c629b7b-0248-5c32-b441-c7564edce02f", "sustainability", "Wines of Chile Sustainability Code", { es: "Código de Sustentabilidad de Vinos de Chile" }),
  certification("33fdf6f6-c11c-5498-8867-3ec4df25d5bb", "sustainability", "Bodegas de Argentina Sustainability Protocol", { es: "Protocolo de Sustentabilidad de Bodegas de Argentina" }),
  certification("342594af-8372-5614-a505-b295c4a6e767", "sustainability", "IPW (Integrity & Sustainability)"),
  certification("7a437012-292f-5177-90ae-c710906b6836", "other", "WIETA (Wine and Agricultural Ethical Trade Association)"),
  certification("583dcfe3-735d-56ee-b37a-d1f44f6af4e4", "other", "Fairtrade"),
  certification("5f0ad4b8-9bdd-5d4b-9343-c75dc6a61761", "other", "Fair for Life"),
  certification("44567196-6027-5f61-898b-160a775236e2", "other", "Certified B Corporation"),
  certification("48b82ff8-5181-5826-a319-31d0611af0eb", "other", "ISO 14001"),
]
