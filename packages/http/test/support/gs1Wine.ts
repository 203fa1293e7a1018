/**
 * A wine for the GS1 resolver tests: a label taking part in GS1 Digital Link
 * (`use_gs1_digital_link`) with ingredients, nutrition, packaging and three
 * languages (en, de, fr), published unless asked otherwise, on the domain
 * seeded with the reference catalogue the server ships (`ReferenceDomain`).
 */
import { type BrandId, Labels } from "@elabel/domain"
import { referenceCatalog } from "@elabel/persistence"
import { createLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { named } from "./referenceWire.ts"

const ingredient = (name: string) => named(referenceCatalog.ingredients, name).id

/** Creates the wine in a new workspace; `gtin` is the label's own GTIN. */
export const gs1Wine = (options: { readonly gtin: string; readonly workspace?: string; readonly publish?: boolean }) =>
  Effect.gen(function* () {
    const { workspace, brandId } = yield* seedWorkspace({ name: options.workspace ?? "Weingut Beispiel" })
    const labels = yield* Labels
    const draft = yield* createLabel(users.editor, workspace.id, brandId as BrandId, {
      name: "Riesling Kabinett",
      vintage: "2023",
      quantity: 750,
      locale: "en",
      gtin: options.gtin
    })
    yield* labels.patch(users.editor, draft.id, {
      use_gs1_digital_link: true,
      alcohol: 12.5,
      residual_sugar: 6,
      acidity: 7,
      glycerin: 8,
      fat_negligible: true,
      protein_negligible: true,
      salt_negligible: true
    })
    yield* labels.putIngredients(users.editor, draft.id, [
      { ingredient_id: ingredient("Grapes"), order: 1 },
      { ingredient_id: ingredient("Sulphites"), order: 2 }
    ])
    yield* labels.putPackagings(users.editor, draft.id, [
      { packaging_type: "Bottle", material_id: named(referenceCatalog.materials, "Green glass").id }
    ])
    yield* labels.putTranslation(users.editor, draft.id, "de", { allergen_text: "Enthält Sulfite" })
    yield* labels.putTranslation(users.editor, draft.id, "fr", { allergen_text: "Contient des sulfites" })
    return options.publish === false ? draft : yield* labels.publish(users.editor, draft.id)
  })
