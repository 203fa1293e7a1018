/**
 * A record edited in a form of its own (the brand that produces the label, a
 * business operator): the stored copy with its `ETag`, the user's changes
 * (an emptied field is null: the API clears it), the API's refusal with the
 * fields it names, and whether the last write went through.
 */
import { useState } from "preact/hooks"
import { fieldErrors, type Problem } from "../api/client.ts"

/** What the typed client answers a read or a write with. */
export interface Answer<R> {
  readonly data?: R | undefined
  readonly error?: unknown
  readonly response: Response
}

export const useDraft = <R extends object>() => {
  const [stored, setStored] = useState<R | undefined>(undefined)
  const [etag, setEtag] = useState("")
  const [changes, setChanges] = useState<Readonly<Record<string, string | null>>>({})
  const [problem, setProblem] = useState<Problem | undefined>(undefined)
  const [saved, setSaved] = useState(false)
  /** Shows the stored copy an answer carries (the unsaved changes stay on top of it). */
  const read = (answer: Answer<R>) => {
    if (answer.data === undefined) return
    setStored(answer.data)
    setEtag(answer.response.headers.get("etag") ?? "")
  }
  return {
    stored,
    etag,
    changes,
    problem,
    saved,
    errors: fieldErrors(problem),
    dirty: Object.keys(changes).length > 0,
    /** The value shown for a field: the unsaved change, else the stored one, else empty. */
    value: (key: string): string =>
      String((key in changes ? changes[key] : (stored as Record<string, unknown> | undefined)?.[key]) ?? ""),
    change: (key: string, next: string) => {
      setChanges((current) => ({ ...current, [key]: next === "" ? null : next }))
      setSaved(false)
    },
    read,
    /** Takes a write's answer: a refusal keeps the changes and names the fields; else the written copy replaces them. */
    written: (answer: Answer<R>): R | undefined => {
      setProblem(answer.error as Problem | undefined)
      if (answer.data === undefined) return undefined
      read(answer)
      setChanges({})
      setSaved(true)
      return answer.data
    }
  }
}

export type Draft = ReturnType<typeof useDraft>
