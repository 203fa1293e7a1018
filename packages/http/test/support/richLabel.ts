/**
 * A published label with every part of the e-label page filled in, on the
 * reference catalogue (`referenceWire.ts`): what the page tests read.
 */
import { type BrandId, Brands, type Label, Labels } from "@elabel/domain"
import { referenceCatalog } from "@elabel/persistence"
import { createLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { named } from "./referenceWire.ts"

const ingredient = (name: string) => named(referenceCatalog.ingredients, name).id

/** A published label with every part of the page filled in; `patch` changes the label before publishing. */
export const richLabel = (patch: Label.LabelPatch = {}, create: Partial<Label.LabelCreate> = {}) =>
  Effect.gen(function* () {
    const { workspace, brandId } = yield* seedWorkspace({ name: "Weingut Beispiel" })
    const labels = yield* Labels
    yield* (yield* Brands).patch(users.owner, brandId as BrandId, {
      street: "Moselweg 3",
      zipcode: "54470",
      city: "Bernkastel-Kues"
    })
    const draft = yield* createLabel(users.editor, workspace.id, brandId, {
      name: "Riesling Kabinett",
      vintage: "2023",
      quantity: 750,
      locale: "en",
      ...create
    })
    yield* labels.patch(users.editor, draft.id, {
      alcohol: 12.5,
      residual_sugar: 6,
      acidity: 7,
      glycerin: 8,
      fat_negligible: true,
      protein_negligible: true,
      salt_negligible: true,
      summarize_small_amounts: true,
      show_allergen_text: true,
      country_of_origin_id: named(referenceCatalog.countries, "Germany").id,
      ...patch
    })
    yield* labels.putIngredients(users.editor, draft.id, [
      { ingredient_id: ingredient("Grapes"), is_organic: true, order: 1 },
      { ingredient_id: ingredient("Sucrose"), order: 2 },
      { ingredient_id: ingredient("Tartaric acid"), order: 3 },
      { ingredient_id: ingredient("Sulphites"), order: 4 }
    ])
    yield* labels.putPackagings(users.editor, draft.id, [
      {
        packaging_type: "Bottle",
        collection: "Glass container",
        material_id: named(referenceCatalog.materials, "Green glass").id
      }
    ])
    yield* labels.putCertifications(users.editor, draft.id, [
      { certification_id: named(referenceCatalog.certifications, "EU organic logo (Euro-leaf)").id }
    ])
    yield* labels.putTranslation(users.editor, draft.id, "de", {
      allergen_text: "Enthält Sulfite",
      message_recycling: "Glas in den Altglascontainer",
      description: "Ein Sonderangebot für Sie!"
    })
    yield* labels.putTranslation(users.editor, draft.id, "fr", { allergen_text: "Contient des sulfites" })
    yield* labels.putTranslation(users.editor, draft.id, "en", { allergen_text: "Contains sulphites" })
    return yield* labels.publish(users.editor, draft.id)
  })
