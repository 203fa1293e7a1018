/**
 * The numbers for the bottle as data (`GET /v1/labels/{id}/nutrition`): what
 * the print kit and the consumer page print, for an ERP or a designer's tool
 * that sets the back label itself. Every figure comes from the page's own
 * computation (`declaredNutrition`, `allergenNames`): never a second copy of
 * the rounding.
 */
import { Schema } from "effect"
import type { Label } from "../label/Label.ts"
import { allergenNames, ingredientGroups } from "../published/ELabelIngredients.ts"
import { declaredNutrition } from "../published/ELabelNutrition.ts"
import type { ELabelSnapshot } from "../published/ELabelSnapshot.ts"
import { NUTRIENT_KEYS } from "../published/strings/index.ts"
import type { OfficialEuLanguage } from "../shared/Locale.ts"

const Nutrient = Schema.Struct({
  key: Schema.Literals(NUTRIENT_KEYS).annotate({ description: "The nutrient, in the order of Annex XV." }),
  grams: Schema.Finite.annotate({
    description: "The amount per 100 ml as declared, rounded as printed (for a `< 0.5` amount: 0.5)."
  }),
  text: Schema.String.annotate({
    description: 'The amount as printed before the unit, with a decimal point: "12", "0.6", "< 0.5", "0".'
  }),
  less_than: Schema.Boolean.annotate({ description: "Only declared as below the threshold `text` names." }),
  negligible_statement: Schema.Boolean.annotate({
    description:
      'Left out of the table for the statement "Contains negligible amounts of …" (`summarize_small_amounts`).'
  })
})

/** The response of `GET /v1/labels/{id}/nutrition`. */
export const LabelNutrition = Schema.Struct({
  label_id: Schema.String.annotate({ description: "The label the numbers are of." }),
  per: Schema.Literal("100 ml").annotate({ description: "The reference quantity of every amount." }),
  energy: Schema.Struct({
    kj: Schema.NullOr(Schema.Finite).annotate({
      description: "Whole kJ per 100 ml; null when entered by hand without it."
    }),
    kcal: Schema.NullOr(Schema.Finite).annotate({
      description: "Whole kcal per 100 ml; null when entered by hand without it."
    }),
    source: Schema.Literals(["computed", "manual"]).annotate({
      description: "`computed` from the Annex XIV factors, or `manual` as entered with `calculate_manually`."
    })
  }).annotate({ description: "The energy value as declared, per 100 ml." }),
  nutrients: Schema.Array(Nutrient).annotate({ description: "Fat, saturates, carbohydrate, sugars, protein, salt." }),
  allergens: Schema.Record(Schema.String, Schema.Array(Schema.String)).annotate({
    description:
      'The allergens among the ingredients (Reg. (EU) No 1169/2011 Annex II) by language, as the page and the kit print them after "Contains".'
  })
}).annotate({ identifier: "LabelNutrition" })
export type LabelNutrition = typeof LabelNutrition.Type

/**
 * The numbers of a label as its page declares them, or null when it has no
 * value to declare. Allergens in each of `languages`.
 */
export const labelNutrition = (
  snapshot: ELabelSnapshot,
  languages: ReadonlyArray<OfficialEuLanguage>
): LabelNutrition | null => {
  const declared = declaredNutrition(snapshot.label as Label)
  if (declared === null) return null
  return {
    label_id: snapshot.label.id,
    per: "100 ml",
    energy: declared.energy,
    nutrients: declared.nutrients.map(({ key, rounded, summarized }) => ({
      key,
      grams: rounded.value,
      text: rounded.text,
      less_than: rounded.lessThan,
      negligible_statement: summarized
    })),
    allergens: Object.fromEntries(
      languages.map((language) => [
        language,
        allergenNames(ingredientGroups(snapshot.children.ingredients, snapshot.catalog, language))
      ])
    )
  }
}
