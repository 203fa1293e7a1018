/**
 * The JSON body of the import as the document shows it: an array of label
 * documents, each a `LabelDocument` (what a person writes) or an
 * `ExportedLabel` (what export writes; its output-only keys are ignored), so
 * a generated client types the body. The server's own payload Schema is an
 * array of anything: it judges each document in its row (a bad one is a row
 * error of a 422 or a dry run, not a 400 for the whole body).
 */
import { LabelDocument } from "@elabel/domain"
import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"

type Json = Record<string, unknown>

/** What the import's JSON body holds. */
const Documents = Schema.Array(Schema.Union([LabelDocument.LabelDocument, LabelDocument.ExportedLabel]))

/** An API of one endpoint taking `Documents`, whose document the generator writes like the real one's. */
const documentsApi = HttpApi.make("importDocuments").add(
  HttpApiGroup.make("documents").add(HttpApiEndpoint.post("documents", "/", { payload: Documents }))
)

/** Sets the schema of `media` (the import's JSON body) and adds the components it names to `schemas`. */
export const completeImportBody = (media: Json, schemas: Json): void => {
  const generated = OpenApi.fromApi(documentsApi)
  const body = generated.paths["/"]?.post?.requestBody?.content["application/json"]?.schema as Json | undefined
  if (body === undefined) return
  for (const [name, schema] of Object.entries(generated.components.schemas)) schemas[name] ??= schema
  const description = (media.schema as Json | undefined)?.description
  media.schema = description === undefined ? body : { ...body, description }
}
