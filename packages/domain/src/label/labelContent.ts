/** What a label holds besides its row: translations and the four child lists. */
import { Effect } from "effect"
import { UnknownLocale } from "../shared/errors.ts"
import type { ChildRowId, LabelId, UserId } from "../shared/ids.ts"
import { isLocale } from "../shared/Locale.ts"
import type { ChildList, LabelChildren } from "./LabelChildren.ts"
import { toRows } from "./LabelChildren.ts"
import { LabelRepository } from "./LabelRepository.ts"
import { impossible, LabelWrites } from "./LabelWrites.ts"
import type { LabelDecisions } from "./labelDecisions.ts"
import { makeLabelLookup } from "./labelRecords.ts"
import {
  certificationReferences,
  grapeVarietyReferences,
  ingredientReferences,
  packagingReferences,
  type ReferenceCheck
} from "./labelReferences.ts"
import type { TranslationPut } from "./Translation.ts"

/** Builds putTranslation, children and the four child-list PUTs of the `Labels` service. */
export const makeLabelContent = (decide: LabelDecisions) =>
  Effect.gen(function* () {
    const labels = yield* LabelRepository
    const writes = yield* LabelWrites
    const lookup = yield* makeLabelLookup

    const putTranslation = Effect.fn("Labels.putTranslation")(function* (
      actor: UserId,
      id: LabelId,
      locale: string,
      body: TranslationPut
    ) {
      // Checked before anything is read, like the body: an unknown locale never reaches storage.
      if (!isLocale(locale)) return yield* new UnknownLocale({ locale })
      return yield* writes
        .write(actor, id, (unit) => {
          const translation = decide.putTranslation(unit, locale, body)
          return Effect.succeed(() => translation)
        })
        .pipe(impossible("LabelIncomplete", "Conflict"))
    })

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
        return yield* writes
          .write(actor, id, (unit) =>
            Effect.map(decide.replaceList(unit, list, references(input), build, input), (rows) => () => ({
              items: rows
            }))
          )
          .pipe(impossible("Conflict"))
      })

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
