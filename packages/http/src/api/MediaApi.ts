/**
 * Media: the pictures (the bottle, a logo) and documents (a data sheet, an
 * inspection report) of a workspace, uploaded as the raw body (ADR 0048).
 * Tenancy as every workspace route: another workspace's media is a 404.
 */
import { Media, MediaId, Paging, WorkspaceId } from "@elabel/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import {
  alwaysProblems,
  bodyProblems,
  ConflictProblem,
  InvalidQueryProblem,
  NotFoundProblem,
  NotWritableProblem,
  PlanLimitProblem
} from "./Problems.ts"
import { resourcePage } from "./QueryParams.ts"

const params = { id: MediaId }

/** The media types an upload may be sent as; its bytes must be the one it is sent as. */
export const UPLOAD_TYPES = Object.keys(Media.MEDIA_TYPES)

/** The raw body of an upload, streamed to storage as it arrives. */
export const UploadBody = HttpApiSchema.StreamUint8Array({ contentType: UPLOAD_TYPES })

const UPLOAD_DESCRIPTION =
  "The body is the file itself, sent with the `Content-Type` of its bytes: `image/jpeg`, `image/png`, " +
  "`image/webp`, `image/avif` (pictures) or `application/pdf` (documents). The type is decided from the bytes: " +
  "bytes of another type than declared, SVG, HTML or anything else answer 415 naming what they are. Limits " +
  "(413): 10 MB per picture and 20 MB per PDF by default, 40 megapixels per picture (read from its header before " +
  "it is decoded); the workspace's media together within its plan (403 `plan-limit`). A file that is empty, " +
  "truncated or does not decode is refused, and a refused upload stores nothing. Pictures are served publicly " +
  "(EXIF, GPS and maker notes removed, converted to sRGB) only while a published version shows them; the " +
  "original is kept as uploaded."

/** Upload, list, get, update and delete media. */
export class MediaApi extends HttpApiGroup.make("media")
  .add(
    HttpApiEndpoint.post("upload", "/v1/workspaces/:id/media", {
      params: { id: WorkspaceId },
      query: { filename: Schema.optionalKey(Media.Filename) },
      payload: UploadBody,
      success: Media.Media.pipe(HttpApiSchema.status(201)),
      error: [
        ...bodyProblems,
        InvalidQueryProblem,
        NotFoundProblem,
        NotWritableProblem,
        PlanLimitProblem,
        ...alwaysProblems
      ]
    })
      .annotate(OpenApi.Summary, "Upload a picture or a document")
      .annotate(OpenApi.Description, UPLOAD_DESCRIPTION),
    HttpApiEndpoint.get("list", "/v1/workspaces/:id/media", {
      params: { id: WorkspaceId },
      query: { kind: Schema.optionalKey(Media.MediaKind), ...resourcePage },
      success: Paging.Paged(Media.Media),
      error: [InvalidQueryProblem, NotFoundProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "List a workspace's media, oldest first, optionally of one kind")
      .annotate(
        OpenApi.Description,
        "The pictures and documents uploaded to the workspace, paged, with `?kind=image` or `?kind=document` " +
          "to list one kind; any member reads them. The bytes themselves are served publicly only as a published " +
          "page's pictures (`/m/{sha256}/{variant}`)."
      ),
    HttpApiEndpoint.get("get", "/v1/media/:id", {
      params,
      success: Media.Media,
      error: [NotFoundProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Get one media")
      .annotate(
        OpenApi.Description,
        "The media's record: its digest, type, size, pixels, file name and alt texts. Another workspace's " +
          "media answers 404, as an unknown id does."
      ),
    HttpApiEndpoint.patch("patch", "/v1/media/:id", {
      params,
      payload: Media.MediaPatch,
      success: Media.Media,
      error: [...bodyProblems, NotFoundProblem, NotWritableProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Set alt texts (per locale; null removes one) or the file name")
      .annotate(
        OpenApi.Description,
        "The bytes never change, so `sha256`, `content_type` and the sizes are not writable (400): upload a new file."
      ),
    HttpApiEndpoint.delete("delete", "/v1/media/:id", {
      params,
      success: HttpApiSchema.NoContent,
      error: [ConflictProblem, NotFoundProblem, NotWritableProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Delete media nothing refers to")
      .annotate(
        OpenApi.Description,
        "409 while a label, format or brand refers to it, or a stored version of a label showed it: a file a " +
          "version showed is kept for ever, so the page of that version can always be shown as it was."
      )
  )
  .middleware(Authorization)
  .annotateMerge(
    OpenApi.annotations({ title: "Media", description: "Pictures and documents of a workspace, stored once." })
  ) {}
