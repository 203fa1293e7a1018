/**
 * The media ids a label, format or brand write names, each with the input
 * path that named it and the use it is put to, and the check that they name
 * media of the same workspace fit for that use.
 */
import { Effect } from "effect"
import { type FieldIssue, InvalidInput, type PersistenceUnavailable } from "../shared/errors.ts"
import type { WorkspaceId } from "../shared/ids.ts"
import { fitsUse, type MediaUse } from "./Media.ts"
import type { MediaRepository } from "./MediaRepository.ts"

/** One media id of a body. */
export interface MediaReference {
  readonly path: string
  readonly use: MediaUse
  readonly id: string
}

/** The media fields of a label and what each shows. */
export const LABEL_MEDIA_FIELDS = {
  image_id: "picture",
  original_image_id: "picture",
  primary_brand_asset_id: "picture",
  data_sheet_file_id: "document",
  inspection_report_id: "document"
} as const satisfies Record<string, MediaUse>

/** The media field of a format. */
export const FORMAT_MEDIA_FIELDS = { image_id: "picture" } as const satisfies Record<string, MediaUse>

/** The media fields of a brand. */
export const BRAND_MEDIA_FIELDS = {
  logo_id: "picture",
  primary_brand_asset_id: "picture"
} as const satisfies Record<string, MediaUse>

/** The ids `body` sets among `fields` (null clears and names nothing), their paths under `prefix`. */
export const mediaReferencesOf = (
  fields: Readonly<Record<string, MediaUse>>,
  body: object,
  prefix = ""
): ReadonlyArray<MediaReference> =>
  Object.entries(fields).flatMap(([key, use]) => {
    const id: unknown = (body as Record<string, unknown>)[key]
    return typeof id === "string" ? [{ path: `${prefix}${key}`, use, id }] : []
  })

/** The media ids of a new label's parts (its fields and formats), at their paths in the parts. */
export const partsMediaReferences = (parts: {
  readonly fields?: object | undefined
  readonly formats?: ReadonlyArray<object> | undefined
}): ReadonlyArray<MediaReference> => [
  ...mediaReferencesOf(LABEL_MEDIA_FIELDS, parts.fields ?? {}),
  ...(parts.formats ?? []).flatMap((format, i) => mediaReferencesOf(FORMAT_MEDIA_FIELDS, format, `formats[${i}].`))
]

const messages: Record<MediaUse, string> = {
  picture: "must be an image (JPEG, PNG, WebP or AVIF) of the workspace's media",
  document: "must be a PDF or an image of the workspace's media"
}

/** The issues of the references: an unknown id, another workspace's and one of the wrong kind alike. */
export const mediaIssues = (
  media: MediaRepository["Service"],
  workspace: WorkspaceId,
  references: ReadonlyArray<MediaReference>
): Effect.Effect<ReadonlyArray<FieldIssue>, PersistenceUnavailable> =>
  references.length === 0
    ? Effect.succeed([])
    : Effect.map(
        media.findMany(
          workspace,
          references.map((reference) => reference.id)
        ),
        (found) => {
          const kinds = new Map(found.map((row) => [row.id as string, row.kind]))
          return references.flatMap((reference) => {
            const kind = kinds.get(reference.id)
            return kind !== undefined && fitsUse(kind, reference.use)
              ? []
              : [{ path: reference.path, message: messages[reference.use] }]
          })
        }
      )

/** Fails with one `InvalidInput` naming every media reference that does not hold. */
export const checkMediaReferences = (
  media: MediaRepository["Service"],
  workspace: WorkspaceId,
  references: ReadonlyArray<MediaReference>
): Effect.Effect<void, InvalidInput | PersistenceUnavailable> =>
  Effect.flatMap(mediaIssues(media, workspace, references), (errors) =>
    errors.length === 0 ? Effect.void : Effect.fail(new InvalidInput({ errors }))
  )
