/**
 * The catalogue ids a label write refers to, with the input path that named
 * each, and the check that runs them all at once so one `InvalidInput` names
 * every failing path.
 */
import { Effect } from "effect"
import type { SynonymRef } from "../catalog/Catalog.ts"
import type { CatalogEntries } from "../catalog/CatalogRepository.ts"
import type { CatalogReference, Catalogs } from "../catalog/Catalogs.ts"
import { type FieldIssue, InvalidInput } from "../shared/errors.ts"
import type { LabelPatch } from "./Label.ts"
import type { CertificationInput, GrapeVarietyInput, IngredientInput, PackagingInput } from "./LabelChildren.ts"
import type { LabelParts } from "./LabelParts.ts"

/** What a write must pass: issues found without the catalogues, and the ids to look up there. */
export interface ReferenceCheck {
  readonly issues: ReadonlyArray<FieldIssue>
  readonly references: ReadonlyArray<CatalogReference>
  readonly synonyms: ReadonlyArray<SynonymRef & { readonly path: string }>
}

const none: ReferenceCheck = { issues: [], references: [], synonyms: [] }

/** Path of a field of the i-th row of a list body, e.g. `[3].ingredient_id`. */
export const rowPath = (index: number, key: string): string => `[${index}].${key}`

/** Catalogue ids a label PATCH sets (null clears and refers to nothing). */
export const patchReferences = (patch: LabelPatch): ReferenceCheck => {
  const references: Array<CatalogReference> = []
  if (patch.country_of_origin_id != null) {
    references.push({ path: "country_of_origin_id", kind: "country", id: patch.country_of_origin_id })
  }
  if (patch.production_method_id != null) {
    references.push({ path: "production_method_id", kind: "production_method", id: patch.production_method_id })
  }
  return { ...none, references }
}

/** Varieties must exist; a synonym must belong to its row's variety, and needs one. */
export const grapeVarietyReferences = (rows: ReadonlyArray<GrapeVarietyInput>): ReferenceCheck => {
  const issues: Array<FieldIssue> = []
  const references: Array<CatalogReference> = []
  const synonyms: Array<SynonymRef & { readonly path: string }> = []
  rows.forEach((row, i) => {
    const variety = row.grape_variety_id ?? null
    const synonym = row.grape_variety_synonym_id ?? null
    if (variety !== null) references.push({ path: rowPath(i, "grape_variety_id"), kind: "grape_variety", id: variety })
    if (synonym === null) return
    const path = rowPath(i, "grape_variety_synonym_id")
    if (variety === null) issues.push({ path, message: "requires grape_variety_id" })
    else synonyms.push({ path, grape_variety_id: variety, grape_variety_synonym_id: synonym })
  })
  return { issues, references, synonyms }
}

/** Every ingredient must exist. */
export const ingredientReferences = (rows: ReadonlyArray<IngredientInput>): ReferenceCheck => ({
  ...none,
  references: rows.map((row, i) => ({ path: rowPath(i, "ingredient_id"), kind: "ingredient", id: row.ingredient_id }))
})

/** A packaging's material, when given, must exist. */
export const packagingReferences = (rows: ReadonlyArray<PackagingInput>): ReferenceCheck => ({
  ...none,
  references: rows.flatMap((row, i) =>
    row.material_id != null ? [{ path: rowPath(i, "material_id"), kind: "material", id: row.material_id } as const] : []
  )
})

/** Every certification must exist. */
export const certificationReferences = (rows: ReadonlyArray<CertificationInput>): ReferenceCheck => ({
  ...none,
  references: rows.map((row, i) => ({
    path: rowPath(i, "certification_id"),
    kind: "certification",
    id: row.certification_id
  }))
})

/** `check` of a list in a larger body: its paths under `list` (`[0].ingredient_id` as `ingredients[0].ingredient_id`). */
const under = (list: string, check: ReferenceCheck): ReferenceCheck => ({
  issues: check.issues.map((issue) => ({ ...issue, path: `${list}${issue.path}` })),
  references: check.references.map((reference) => ({ ...reference, path: `${list}${reference.path}` })),
  synonyms: check.synonyms.map((synonym) => ({ ...synonym, path: `${list}${synonym.path}` }))
})

/** Every catalogue id the parts of a new label name, each at its path in the parts. */
export const partsReferences = (parts: LabelParts): ReferenceCheck => {
  const checks = [
    patchReferences(parts.fields ?? {}),
    under("grape_varieties", grapeVarietyReferences(parts.grape_varieties ?? [])),
    under("ingredients", ingredientReferences(parts.ingredients ?? [])),
    under("packagings", packagingReferences(parts.packagings ?? [])),
    under("certifications", certificationReferences(parts.certifications ?? []))
  ]
  return {
    issues: checks.flatMap((check) => check.issues),
    references: checks.flatMap((check) => check.references),
    synonyms: checks.flatMap((check) => check.synonyms)
  }
}

/**
 * Fails with one `InvalidInput` naming the check's own issues and every
 * catalogue miss, so a caller fixes the whole body in one round.
 */
export const checkReferences = Effect.fnUntraced(function* (
  catalogs: Catalogs["Service"],
  check: ReferenceCheck,
  known?: CatalogEntries
) {
  const lookedUp = check.references.length > 0 || check.synonyms.length > 0
  const missing: ReadonlyArray<FieldIssue> = lookedUp
    ? yield* catalogs.validate(check.references, check.synonyms, known).pipe(
        Effect.map((): ReadonlyArray<FieldIssue> => []),
        Effect.catchTag("InvalidInput", (error) => Effect.succeed(error.errors))
      )
    : []
  const errors = [...check.issues, ...missing]
  if (errors.length > 0) return yield* new InvalidInput({ errors })
})
