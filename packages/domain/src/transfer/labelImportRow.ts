/**
 * One document of an import applied through the label and format use cases,
 * so every rule of a single write (access, catalogue references, plan,
 * publish checks, versions) holds for it too. A new label is one create with
 * all its parts; an existing one gets only what differs from it written
 * (`labelImportUpdate.ts`). Then publishing, then archiving.
 */
import { Effect } from "effect"
import type { Label } from "../label/Label.ts"
import { Labels } from "../label/Labels.ts"
import { makeLabelVersioning } from "../label/labelVersioning.ts"
import type { BrandId, UserId, WorkspaceId } from "../shared/ids.ts"
import type { LabelDocument } from "./LabelDocument.ts"
import type { ImportAction } from "./LabelImport.ts"
import { type BrandChoice, brandOf, defaultFormatAt, RowFailed, step } from "./labelImportRules.ts"
import { makeLabelImportUpdate, withoutDefaultFlag } from "./labelImportUpdate.ts"

export { type BrandChoice, RowFailed } from "./labelImportRules.ts"

/** What one applied document did. */
export interface AppliedRow {
  readonly action: Exclude<ImportAction, "error">
  readonly label: Label
}

/** Builds `apply`: one document onto `existing` (or a new label). */
export const makeLabelImportRow = Effect.gen(function* () {
  const labels = yield* Labels
  const versioning = yield* makeLabelVersioning
  const { update } = yield* makeLabelImportUpdate

  /** A new label from the document: one create with every part, its default format the one `defaultAt` names. */
  const create = (
    actor: UserId,
    workspace: WorkspaceId,
    brand: BrandId,
    document: LabelDocument,
    defaultAt: number | undefined
  ) => {
    const {
      name,
      brand: _brand,
      brand_id: _brandId,
      is_published: _published,
      is_archived: _archived,
      formats: wantedFormats,
      translations,
      grape_varieties,
      ingredients,
      packagings,
      certifications,
      ...fields
    } = document
    return step(
      "",
      labels.create(
        actor,
        { workspace_id: workspace, brand_id: brand, name },
        {
          fields,
          formats: (wantedFormats ?? []).map(withoutDefaultFlag),
          ...(defaultAt === undefined ? {} : { default_format: defaultAt }),
          ...(translations === undefined ? {} : { translations }),
          ...(grape_varieties === undefined ? {} : { grape_varieties }),
          ...(ingredients === undefined ? {} : { ingredients }),
          ...(packagings === undefined ? {} : { packagings }),
          ...(certifications === undefined ? {} : { certifications })
        }
      )
    )
  }

  /** Applies `document` step by step; fails with `RowFailed`. */
  const applySteps = Effect.fnUntraced(function* (
    actor: UserId,
    workspace: WorkspaceId,
    brands: BrandChoice,
    existing: Label | undefined,
    document: LabelDocument
  ) {
    const brand = brandOf(document, brands)
    if (typeof brand !== "string") return yield* new RowFailed({ issues: [brand] })
    const defaultAt = defaultFormatAt(document)
    if (typeof defaultAt === "object") return yield* new RowFailed({ issues: [defaultAt] })
    let { label, writes } =
      existing === undefined
        ? { label: yield* create(actor, workspace, brand, document, defaultAt), writes: 1 }
        : yield* update(actor, existing, brand, document, defaultAt)
    if (document.is_published === true && !label.is_published) {
      label = yield* step("is_published", labels.publish(actor, label.id))
      writes += 1
    } else if (document.is_published === false && label.is_published) {
      label = yield* step("is_published", labels.unpublish(actor, label.id))
      writes += 1
    }
    if (document.is_archived !== undefined && document.is_archived !== label.is_archived) {
      label = yield* step("is_archived", labels.patch(actor, label.id, { is_archived: document.is_archived }))
      writes += 1
    }
    const action: AppliedRow["action"] = existing === undefined ? "create" : writes > 0 ? "update" : "unchanged"
    return { action, label } satisfies AppliedRow
  })

  /**
   * Applies `document` in a transaction of its own (a savepoint of the
   * import's: a failing row undoes only itself), recording one version of
   * the label as the row leaves it, if its public side changed.
   */
  const apply = (
    actor: UserId,
    workspace: WorkspaceId,
    brands: BrandChoice,
    existing: Label | undefined,
    document: LabelDocument
  ) => step("", versioning.recordingOnce(applySteps(actor, workspace, brands, existing, document)))

  return { apply } as const
})
