/**
 * A workspace's marketing QR codes: the list, a new code (name and target
 * address), publish and unpublish, the QR image, and each code's scans per
 * day and per platform as charts.
 */
import { useEffect, useState } from "preact/hooks"
import { api, fieldErrors, type Problem, problemText, type Schemas } from "../api/client.ts"
import { t } from "../i18n/index.ts"
import { hrefOf } from "../route.ts"
import { type Bar, BarChart } from "./BarChart.tsx"
import { Field } from "./Field.tsx"

type Code = Schemas["MarketingQrCode"]
type Stats = Schemas["QrCodeStats"]

const Scans = ({ id }: { readonly id: string }) => {
  const [stats, setStats] = useState<Stats | undefined>(undefined)
  useEffect(() => {
    void api.GET("/v1/marketing-qr-codes/{id}/stats", { params: { path: { id } } }).then(({ data }) => setStats(data))
  }, [id])
  if (stats === undefined) return <p>{t("loading")}</p>
  const days: ReadonlyArray<Bar> = stats.days.map((day) => ({ label: day.day.slice(5), value: day.scans }))
  const platforms: ReadonlyArray<Bar> = [
    { label: "iOS", value: stats.platforms.ios },
    { label: "Android", value: stats.platforms.android },
    { label: t("otherPlatforms"), value: stats.platforms.other }
  ]
  return (
    <div class="charts">
      <BarChart title={t("scansPerDay")} bars={days} />
      <BarChart title={t("scansPerPlatform")} bars={platforms} />
    </div>
  )
}

export const Marketing = ({ workspace }: { readonly workspace: string }) => {
  const [codes, setCodes] = useState<ReadonlyArray<Code> | undefined>(undefined)
  const [reload, setReload] = useState(0)
  const [open, setOpen] = useState<string | undefined>(undefined)
  const [name, setName] = useState("")
  const [url, setUrl] = useState("")
  const [problem, setProblem] = useState<Problem | undefined>(undefined)
  useEffect(() => {
    void api
      .GET("/v1/marketing-qr-codes", { params: { query: { workspace_id: workspace, limit: 100 } } })
      .then(({ data }) => setCodes(data?.items ?? []))
  }, [workspace, reload])
  const create = async (event: Event) => {
    event.preventDefault()
    const { error } = await api.POST("/v1/marketing-qr-codes", {
      body: { workspace_id: workspace, name, url } as never
    })
    setProblem(error as Problem | undefined)
    if (error === undefined) {
      setName("")
      setUrl("")
      setReload((n) => n + 1)
    }
  }
  const toggle = async (code: Code) => {
    const params = { path: { id: code.id } }
    const { error } = code.is_published
      ? await api.POST("/v1/marketing-qr-codes/{id}/unpublish", { params })
      : await api.POST("/v1/marketing-qr-codes/{id}/publish", { params })
    setProblem(error as Problem | undefined)
    setReload((n) => n + 1)
  }
  const errors = fieldErrors(problem)
  return (
    <section>
      <p>
        <a href={hrefOf({ _tag: "Labels", workspace })}>{t("back")}</a>
      </p>
      <h1>{t("marketingCodes")}</h1>
      {problem !== undefined && Object.keys(errors).length === 0 && <p class="problem">{problemText(problem)}</p>}
      {codes === undefined && <p>{t("loading")}</p>}
      {codes?.length === 0 && <p>{t("noCodes")}</p>}
      <ul class="rows">
        {codes?.map((code) => (
          <li key={code.id}>
            <span class="name">
              <strong>{code.name ?? code.id}</strong> {code.url}{" "}
              <span class={code.is_published ? "badge published" : "badge draft"}>
                {t(code.is_published ? "statusPublished" : "statusDraft")}
              </span>
            </span>
            <span class="actions">
              <button type="button" class="quiet" onClick={() => toggle(code)}>
                {t(code.is_published ? "unpublish" : "publish")}
                <span class="visually-hidden"> {code.name}</span>
              </button>
              <a href={`/v1/marketing-qr-codes/${code.id}/qr.svg`} download>
                {t("qrSvg")}
                <span class="visually-hidden"> {code.name}</span>
              </a>
              <button
                type="button"
                class="quiet"
                aria-expanded={open === code.id}
                onClick={() => setOpen(open === code.id ? undefined : code.id)}
              >
                {t("scans")}
                <span class="visually-hidden"> {code.name}</span>
              </button>
            </span>
            {open === code.id && <Scans id={code.id} />}
          </li>
        ))}
      </ul>
      <form class="card" onSubmit={create}>
        <h2>{t("newCode")}</h2>
        <Field label={t("name")} id="code-name" error={errors.name}>
          <input id="code-name" required value={name} onInput={(event) => setName(event.currentTarget.value)} />
        </Field>
        <Field label={t("targetUrl")} id="code-url" error={errors.url}>
          <input id="code-url" type="url" required value={url} onInput={(event) => setUrl(event.currentTarget.value)} />
        </Field>
        <button type="submit">{t("createCode")}</button>
      </form>
    </section>
  )
}
