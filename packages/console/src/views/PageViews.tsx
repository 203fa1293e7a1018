/** A label's page views, per day and per language, as charts (`GET /v1/labels/{id}/stats`). */
import { useEffect, useState } from "preact/hooks"
import { api, type Schemas } from "../api/client.ts"
import { t } from "../i18n/index.ts"
import { BarChart } from "./BarChart.tsx"

export const PageViews = ({ id }: { readonly id: string }) => {
  const [stats, setStats] = useState<Schemas["LabelStats"] | undefined>(undefined)
  useEffect(() => {
    void api.GET("/v1/labels/{id}/stats", { params: { path: { id } } }).then(({ data }) => setStats(data))
  }, [id])
  if (stats === undefined) return null
  return (
    <section aria-labelledby="views-title">
      <h2 id="views-title">{t("viewsPerDay")}</h2>
      <BarChart
        title={t("viewsPerDay")}
        bars={stats.days.map((day) => ({ label: day.day.slice(5), value: day.views }))}
      />
      <BarChart
        title={t("viewsPerLanguage")}
        bars={stats.languages.map((entry) => ({ label: entry.language, value: entry.views }))}
      />
    </section>
  )
}
