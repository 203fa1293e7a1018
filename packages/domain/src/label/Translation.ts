/**
 * Translation: the texts of a label in one locale. PUT replaces a locale's
 * translation whole: absent fields are stored as null.
 */
import { Schema } from "effect"
import { described } from "../shared/descriptions/index.ts"
import type { Locale } from "../shared/Locale.ts"
import { fieldsOf, Text } from "../shared/primitives.ts"

/** Every text field of a translation, in the spec's order. */
export const translationKeys = [
  "description",
  "description_full",
  "designation_of_origin",
  "origin",
  "region",
  "quality",
  "sensory_description",
  "aroma",
  "serving_temperature",
  "harvest_date",
  "age_of_the_vines",
  "soil",
  "yield_per_hectare",
  "maturation",
  "aging_potential",
  "single_vineyard",
  "allergen_text",
  "custom_ingredients",
  "message_certifications",
  "message_food_pairing",
  "message_geographical",
  "message_organic",
  "message_production_method",
  "message_recycling",
  "message_responsible_consumption",
  "message_sustainability"
] as const

/** The Translation resource of the spec: locale plus every field, always present. */
export const Translation = Schema.Struct(
  described({
    locale: Schema.String,
    ...fieldsOf(translationKeys, Schema.NullOr(Text))
  })
).annotate({ identifier: "Translation" })
export type Translation = typeof Translation.Type

/** Body of `PUT /v1/labels/{id}/translations/{locale}`; the locale comes from the path only. */
export const TranslationPut = Schema.Struct(
  described(fieldsOf(translationKeys, Schema.optionalKey(Schema.NullOr(Text))))
).annotate({ identifier: "TranslationPut" })
export type TranslationPut = typeof TranslationPut.Type

/** The stored translation for a locale: the body, with every absent field null. */
export const toTranslation = (locale: Locale, body: TranslationPut): Translation => ({
  locale,
  ...(Object.fromEntries(translationKeys.map((key) => [key, body[key] ?? null])) as Omit<Translation, "locale">)
})
