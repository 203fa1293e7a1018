/** The compliance report: what blocks publishing (each entry a button to its field) and the warnings. */
import type { Schemas } from "../api/client.ts"
import { t } from "../i18n/index.ts"

export type Report = Schemas["ComplianceReport"]
type Issue = Schemas["ComplianceIssue"]

/** Moves the focus to the field an issue names (its first path segment), or to the form when there is none. */
const goTo = (issue: Issue) => {
  const key = issue.field.split(/[.[]/)[0] ?? ""
  const target = document.getElementById(`field-${key}`) ?? document.getElementById(`group-${key}`)
  target?.scrollIntoView({ block: "center" })
  target?.focus()
}

const Entries = ({ issues }: { readonly issues: ReadonlyArray<Issue> }) => (
  <ul class="issues">
    {issues.map((issue) => (
      <li key={`${issue.code}-${issue.field}`}>
        <button type="button" class="link" onClick={() => goTo(issue)}>
          {issue.message}
        </button>
      </li>
    ))}
  </ul>
)

export const Compliance = ({ report }: { readonly report: Report | undefined }) => (
  <section aria-labelledby="compliance-title">
    <h2 id="compliance-title">{t("compliance")}</h2>
    {report === undefined ? (
      <p>{t("loading")}</p>
    ) : report.publishable ? (
      <p class="ok">{t("publishable")}</p>
    ) : (
      <>
        <p class="blocked">{t("errorsBlock", { count: report.errors.length })}</p>
        <Entries issues={report.errors} />
      </>
    )}
    {report !== undefined && report.warnings.length > 0 && (
      <>
        <h3>{t("warnings")}</h3>
        <Entries issues={report.warnings} />
      </>
    )}
  </section>
)
