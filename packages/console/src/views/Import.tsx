/**
 * Import labels from a CSV or JSON file: first the dry run's report, row by
 * row (what each row would do, or why it cannot), then applying it, all or
 * nothing (`POST /v1/workspaces/{id}/imports`).
 */
import { useState } from "preact/hooks"
import { api, type Problem, problemText, type Schemas } from "../api/client.ts"
import { t } from "../i18n/index.ts"
import { hrefOf } from "../route.ts"

type Result = Pick<Schemas["ImportResult"], "summary" | "rows"> & { readonly applied?: boolean }

export const Import = ({ workspace }: { readonly workspace: string }) => {
  const [file, setFile] = useState<{ name: string; text: string; type: string } | undefined>(undefined)
  const [result, setResult] = useState<Result | undefined>(undefined)
  const [problem, setProblem] = useState<Problem | undefined>(undefined)
  const send = async (dryRun: boolean) => {
    if (file === undefined) return
    const { data, error } = await api.POST("/v1/workspaces/{id}/imports", {
      params: { path: { id: workspace }, query: { dry_run: dryRun } },
      body: file.text as never,
      bodySerializer: (body: unknown) => body as string,
      headers: { "content-type": file.type }
    })
    const rejected = error as (Problem & Partial<Result>) | undefined
    setResult(data ?? (rejected?.rows !== undefined ? (rejected as Result) : undefined))
    setProblem(rejected)
  }
  const choose = async (event: Event) => {
    const chosen = (event.currentTarget as HTMLInputElement).files?.[0]
    setResult(undefined)
    setProblem(undefined)
    if (chosen === undefined) return setFile(undefined)
    const json = chosen.name.endsWith(".json") || chosen.type === "application/json"
    setFile({ name: chosen.name, text: await chosen.text(), type: json ? "application/json" : "text/csv" })
  }
  const ready = result !== undefined && result.summary.error === 0 && result.applied !== true
  return (
    <section class="narrow">
      <p>
        <a href={hrefOf({ _tag: "Labels", workspace })}>{t("back")}</a>
      </p>
      <h1>{t("importTitle")}</h1>
      <p>
        {t("importHelp")} <a href="/v1/imports/template.csv">{t("importTemplate")}</a>
      </p>
      <div class="field">
        <label for="import-file">{t("importFile")}</label>
        <input id="import-file" type="file" accept=".csv,.json,text/csv,application/json" onChange={choose} />
      </div>
      <button type="button" disabled={file === undefined} onClick={() => send(true)}>
        {t("importCheck")}
      </button>
      {problem !== undefined && <p class="problem">{problemText(problem)}</p>}
      {result !== undefined && (
        <>
          <p role="status">
            {result.applied === true
              ? t("importApplied", { count: result.summary.create + result.summary.update })
              : t("importSummary", {
                  create: result.summary.create,
                  update: result.summary.update,
                  unchanged: result.summary.unchanged,
                  error: result.summary.error
                })}
          </p>
          <table class="changes">
            <caption>{t("importRows")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("importRow")}</th>
                <th scope="col">{t("importAction")}</th>
                <th scope="col">{t("importProblems")}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr key={row.row}>
                  <th scope="row">{row.row}</th>
                  <td>{row.action}</td>
                  <td>{row.errors.map((issue) => `${issue.field}: ${issue.message}`).join("; ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {ready && (
            <button type="button" onClick={() => send(false)}>
              {t("importApply")}
            </button>
          )}
        </>
      )}
    </section>
  )
}
