/**
 * The label's history: its published versions (newest first), any version's
 * page as consumers saw it, and what changed between two versions (the
 * fields of the label's record that differ, from each version's document).
 */
import { useEffect, useState } from "preact/hooks"
import { api, type Schemas } from "../api/client.ts"
import { t } from "../i18n/index.ts"

type Summary = Schemas["LabelVersionSummary"]
type Change = { readonly field: string; readonly before: string; readonly after: string }

/** The label's fields as a version's document records them (`snapshot.label`). */
const fieldsOf = (document: unknown): Record<string, unknown> =>
  ((document as { snapshot?: { label?: Record<string, unknown> } }).snapshot?.label ?? {}) as Record<string, unknown>

const shown = (value: unknown): string =>
  value === null || value === undefined ? "–" : typeof value === "object" ? JSON.stringify(value) : String(value)

const changesBetween = (older: unknown, newer: unknown): ReadonlyArray<Change> => {
  const before = fieldsOf(older)
  const after = fieldsOf(newer)
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }))
}

/** `revision`: bumped when a version may have been recorded though the label's `version` did not change. */
export const History = ({
  id,
  version,
  revision = 0
}: {
  readonly id: string
  readonly version: number
  readonly revision?: number
}) => {
  const [versions, setVersions] = useState<ReadonlyArray<Summary>>([])
  const [page, setPage] = useState<number | undefined>(undefined)
  const [changes, setChanges] = useState<{ from: number; to: number; rows: ReadonlyArray<Change> } | undefined>()
  useEffect(() => {
    void api
      .GET("/v1/labels/{id}/versions", { params: { path: { id }, query: { limit: 20 } } })
      .then(({ data }) => setVersions(data?.items ?? []))
  }, [id, version, revision])
  const compare = async (newer: number) => {
    const read = (n: number) =>
      api
        .GET("/v1/labels/{id}/versions/{version}", { params: { path: { id, version: String(n) } } })
        .then(({ data }) => data)
    const [before, after] = await Promise.all([read(newer - 1), read(newer)])
    setChanges({ from: newer - 1, to: newer, rows: changesBetween(before?.document, after?.document) })
  }
  if (versions.length === 0) return null
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">{t("history")}</h2>
      <ol class="plain">
        {versions.map((entry) => (
          <li key={entry.version}>
            {t("versionLine", {
              version: entry.version,
              date: entry.created_at.slice(0, 16).replace("T", " "),
              state: t(entry.is_published ? "statusPublished" : "withdrawn")
            })}{" "}
            <button type="button" class="link" onClick={() => setPage(entry.version)}>
              {t("showPage", { version: entry.version })}
            </button>
            {entry.version > 1 && (
              <>
                {" · "}
                <button type="button" class="link" onClick={() => compare(entry.version)}>
                  {t("whatChanged", { version: entry.version })}
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
      {changes !== undefined && (
        <table class="changes">
          <caption>{t("changesCaption", { from: changes.from, to: changes.to })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("field")}</th>
              <th scope="col">{t("before")}</th>
              <th scope="col">{t("after")}</th>
            </tr>
          </thead>
          <tbody>
            {changes.rows.map((row) => (
              <tr key={row.field}>
                <th scope="row">{row.field}</th>
                <td>{row.before}</td>
                <td>{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page !== undefined && (
        <div class="phone">
          <iframe title={t("versionPage", { version: page })} src={`/v1/labels/${id}/versions/${page}/page`} />
        </div>
      )}
    </section>
  )
}
