/** What a label holds besides its row: translations and the four child lists. */
import { Effect } from "effect"
import { Catalogs } from "../catalog/Catalogs.ts"
import { UnknownLocale } from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { ChildRowId, LabelId, UserId } from "../shared/ids.ts"
import { isLocale } from "../shared/Locale.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import type { ChildList, LabelChildren } from "./LabelChildren.ts"
import { toRows } from "./LabelChildren.ts"
import { LabelRepository } from "./LabelRepository.ts"
import { makeLabelLookup } from "./labelRecords.ts"
import {
  certificationReferences,
  checkReferences,
  grapeVarietyReferences,
  ingredientReferences,
  packagingReferences,
  type ReferenceCheck
} from "./labelReferences.ts"
import { makeLabelVersioning } from "./labelVersioning.ts"
import { type TranslationPut, toTranslation } from "./Translation.ts"

/** Builds putTranslation, children and the four child-list PUTs of the `Labels` service. */
export const makeLabelContent = Effect.gen(function* () {
  const labels = yield* LabelRepository
  const catalogs = yield* Catalogs
  const versioning = yield* makeLabelVersioning
  const ids = yield* IdGenerator
  const lookup = yield* makeLabelLookup

  const putTranslation = Effect.fn("Labels.putTranslation")(function* (
    actor: UserId,
    id: LabelId,
    locale: string,
    body: TranslationPut
  ) {
    // Checked before anything is read, like the body: an unknown locale never reaches storage.
    if (!isLocale(locale)) return yield* new UnknownLocale({ locale })
    yield* lookup.writable(actor, id)
    const translation = toTranslation(locale, body)
    yield* labels.putTranslation(id, translation)
    yield* lookup.touch(id, yield* currentTimestamp)
    yield* versioning.record(actor, id)
    return translation
  }, versioning.transaction)

  const children = Effect.fn("Labels.children")(function* (actor: UserId, id: LabelId) {
    yield* lookup.readable(actor, id)
    return yield* labels.children(id)
  })

  /**
   * A PUT of one child list: the list afterwards is the body, in body order,
   * every row under a fresh id; an empty body clears it.
   */
  const replaceList = <K extends ChildList, I>(
    name: string,
    list: K,
    references: (input: ReadonlyArray<I>) => ReferenceCheck,
    build: (rowIds: ReadonlyArray<ChildRowId>, input: ReadonlyArray<I>) => LabelChildren[K]
  ) =>
    Effect.fn(name)(function* (actor: UserId, id: LabelId, input: ReadonlyArray<I>) {
      yield* lookup.writable(actor, id)
      yield* checkReferences(catalogs, references(input))
      const rowIds = yield* Effect.forEach(input, () => ids.next("ChildRowId"))
      const rows = build(rowIds, input)
      yield* labels.replaceChildren(id, list, rows)
      yield* lookup.touch(id, yield* currentTimestamp)
      yield* versioning.recordComplete(actor, id)
      return { items: rows }
    }, versioning.transaction)

  return {
    putTranslation,
    children,
    putGrapeVarieties: replaceList(
      "Labels.putGrapeVarieties",
      "grape_varieties",
      grapeVarietyReferences,
      toRows.grape_varieties
    ),
    putIngredients: replaceList("Labels.putIngredients", "ingredients", ingredientReferences, toRows.ingredients),
    putPackagings: replaceList("Labels.putPackagings", "packagings", packagingReferences, toRows.packagings),
    putCertifications: replaceList(
      "Labels.putCertifications",
      "certifications",
      certificationReferences,
      toRows.certifications
    )
  }
})
