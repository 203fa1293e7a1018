/** Calls of the import and export routes the import tests share: CSV bodies, the rows of an answer, the labels stored. */
import { Labels } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { type CallOptions, call, type WireResponse } from "./wire.ts"

/** A CSV file of `lines`, newline-terminated. */
export const csv = (...lines: ReadonlyArray<string>) => `${lines.join("\n")}\n`

/** `POST /v1/workspaces/{id}/imports` with a CSV body, as the editor (plus `options`). */
export const postCsv = (workspace: string, body: string, query = "", options: CallOptions = {}) =>
  call("POST", `/v1/workspaces/${workspace}/imports${query}`, {
    as: users.editor,
    ...options,
    rawBody: body,
    headers: { "content-type": "text/csv", ...options.headers }
  })

/** `POST /v1/workspaces/{id}/imports` with label documents, as the editor (plus `options`). */
export const postDocuments = (
  workspace: string,
  documents: ReadonlyArray<unknown>,
  query = "",
  options: CallOptions = {}
) => call("POST", `/v1/workspaces/${workspace}/imports${query}`, { as: users.editor, ...options, body: documents })

/** One row of an import answer. */
export interface RowResult {
  readonly row: number
  readonly action: string
  readonly label_id: string | null
  readonly errors: ReadonlyArray<{ readonly field: string; readonly message: string }>
}

/** The rows of an import answer (a 200 or a 422 `import-rejected`). */
export const rowsOf = (response: WireResponse) => (response.json as { readonly rows: ReadonlyArray<RowResult> }).rows

/** The labels of a workspace as the viewer lists them. */
export const labelsOf = (workspace: string) =>
  Effect.map(
    call("GET", `/v1/labels?workspace_id=${workspace}&limit=100`, { as: users.viewer }),
    (response) =>
      (
        response.json as {
          items: ReadonlyArray<{
            id: string
            name: string
            is_published: boolean
            is_archived: boolean
            default_format_id: string | null
            formats: ReadonlyArray<{ id: string; quantity: number }>
          }>
        }
      ).items
  )

/** A premium workspace with one complete, published label of internal reference `RK-23`. */
export const seedPublishedLabel = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace({ plan: "premium" })
  const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { internal_reference: "RK-23" })
  return { workspace, brandId, label: yield* (yield* Labels).publish(users.editor, label.id) }
})
