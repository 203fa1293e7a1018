/**
 * One of a label's child lists (grape varieties, ingredients, packagings,
 * certifications): read with its GET, edited in the browser, saved as one
 * list with its PUT (the API replaces the whole list). A refusal keeps the
 * rows and names the fields.
 */
import { useEffect, useState } from "preact/hooks"
import { api, fieldErrors, type Problem } from "../api/client.ts"

export type ChildListPath =
  | "/v1/labels/{id}/grape-varieties"
  | "/v1/labels/{id}/ingredients"
  | "/v1/labels/{id}/packagings"
  | "/v1/labels/{id}/certifications"

export const useChildList = <Row>(
  id: string,
  path: ChildListPath,
  fromStored: (stored: Record<string, unknown>) => Row,
  onSaved: () => void,
  toBody: (rows: ReadonlyArray<Row>) => unknown = (rows) => rows
) => {
  const [rows, setRows] = useState<ReadonlyArray<Row>>([])
  const [problem, setProblem] = useState<Problem | undefined>(undefined)
  const [dirty, setDirty] = useState(false)
  useEffect(() => {
    void api
      .GET(path, { params: { path: { id } } })
      .then(({ data }) =>
        setRows(((data?.items ?? []) as ReadonlyArray<Record<string, unknown>>).map((stored) => fromStored(stored)))
      )
  }, [id, path])
  return {
    rows,
    problem,
    errors: fieldErrors(problem),
    dirty,
    /** Replaces the rows shown (unsaved until `save`). */
    update: (next: ReadonlyArray<Row>) => {
      setRows(next)
      setDirty(true)
    },
    save: async () => {
      const { error } = await api.PUT(path, { params: { path: { id } }, body: toBody(rows) as never })
      setProblem(error as Problem | undefined)
      if (error === undefined) {
        setDirty(false)
        onSaved()
      }
    }
  }
}
