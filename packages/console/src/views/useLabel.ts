/**
 * A label being edited: the stored copy with its `ETag`, the user's unsaved
 * changes, and saving them with `If-Match`. A 412 (someone saved meanwhile)
 * keeps the changes and offers to reload theirs or to re-apply these on
 * top; a 400 keeps them and names the fields.
 */
import { useCallback, useEffect, useState } from "preact/hooks"
import { api, type Label, type Problem } from "../api/client.ts"

export type Changes = Partial<Record<keyof Label, unknown>>

export const useLabel = (id: string) => {
  const [label, setLabel] = useState<Label | undefined>(undefined)
  const [etag, setEtag] = useState("")
  const [changes, setChanges] = useState<Changes>({})
  const [problem, setProblem] = useState<Problem | undefined>(undefined)
  const [conflict, setConflict] = useState(false)
  const [saving, setSaving] = useState(false)
  const [savedAt, setSavedAt] = useState(0)

  const load = useCallback(async () => {
    const { data, response } = await api.GET("/v1/labels/{id}", {
      params: { path: { id } },
      headers: { "cache-control": "no-cache" }
    })
    if (data !== undefined) {
      setLabel(data)
      setEtag(response.headers.get("etag") ?? "")
    }
    return { data, etag: response.headers.get("etag") ?? "" }
  }, [id])
  useEffect(() => {
    void load()
  }, [load])

  const send = async (body: Changes, ifMatch: string) => {
    setSaving(true)
    const { data, error, response } = await api.PATCH("/v1/labels/{id}", {
      params: { path: { id }, header: { "if-match": ifMatch } },
      body: body as never
    })
    setSaving(false)
    if (response.status === 412) return setConflict(true)
    if (error !== undefined) return setProblem(error as Problem)
    setLabel(data)
    setEtag(response.headers.get("etag") ?? "")
    setChanges({})
    setProblem(undefined)
    setConflict(false)
    setSavedAt(Date.now())
  }

  return {
    label,
    changes,
    problem,
    conflict,
    saving,
    savedAt,
    /** The value shown for a field: the unsaved change, else the stored one. */
    value: (key: keyof Label): unknown => (key in changes ? changes[key] : label?.[key]),
    change: (key: keyof Label, value: unknown) => setChanges((current) => ({ ...current, [key]: value })),
    save: () => send(changes, etag),
    /** Discards the unsaved changes and shows the stored label. */
    reload: async () => {
      setChanges({})
      setConflict(false)
      await load()
    },
    /** Reads the stored label again, then saves the same changes on top of it. */
    reapply: async () => {
      const fresh = await load()
      await send(changes, fresh.etag)
    },
    refresh: load
  }
}
