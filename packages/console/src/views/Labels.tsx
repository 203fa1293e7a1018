/**
 * A workspace's labels: search, brand, state and archived filters; a new
 * label (name, brand, vintage, bottle size); duplicate and archive per row.
 */
import { useEffect, useState } from "preact/hooks"
import { api, fieldErrors, type Label, type Problem, problemText } from "../api/client.ts"
import { t } from "../i18n/index.ts"
import { hrefOf } from "../route.ts"
import { Field } from "./Field.tsx"
import { StateBadge } from "./StateBadge.tsx"

type Brand = { readonly id: string; readonly name: string }
/** The API's `state` filter (`""`: every state); it applies before paging, so the list shows what the server found. */
type StateFilter = "" | "draft" | "published" | "changed"

export const Labels = ({ workspace }: { readonly workspace: string }) => {
  const [q, setQ] = useState("")
  const [brand, setBrand] = useState("")
  const [state, setState] = useState<StateFilter>("")
  const [archived, setArchived] = useState(false)
  const [brands, setBrands] = useState<ReadonlyArray<Brand>>([])
  const [items, setItems] = useState<ReadonlyArray<Label> | undefined>(undefined)
  const [reload, setReload] = useState(0)

  useEffect(() => {
    void api
      .GET("/v1/brands", { params: { query: { workspace_id: workspace, limit: 100 } } })
      .then(({ data }) => setBrands(data?.items ?? []))
  }, [workspace])
  useEffect(() => {
    const query = {
      workspace_id: workspace,
      archived,
      limit: 100,
      ...(q ? { q } : {}),
      ...(brand ? { brand_id: brand } : {}),
      ...(state ? { state } : {})
    }
    void api.GET("/v1/labels", { params: { query } }).then(({ data }) => setItems(data?.items ?? []))
  }, [workspace, q, brand, state, archived, reload])

  const act = async (label: Label, action: "duplicate" | "archive" | "unarchive") => {
    if (action === "duplicate") {
      await api.POST("/v1/labels/{id}/duplicate", { params: { path: { id: label.id } }, body: {} })
    } else {
      await api.PATCH("/v1/labels/{id}", {
        params: { path: { id: label.id } },
        body: { is_archived: action === "archive" }
      } as never)
    }
    setReload((n) => n + 1)
  }

  return (
    <section>
      <h1>{t("labels")}</h1>
      <p>
        <a href={hrefOf({ _tag: "Marketing", workspace })}>{t("marketingCodes")}</a>
        {" · "}
        <a href={hrefOf({ _tag: "Import", workspace })}>{t("importTitle")}</a>
      </p>
      <div class="filters">
        <Field label={t("search")} id="filter-q">
          <input id="filter-q" type="search" value={q} onInput={(event) => setQ(event.currentTarget.value)} />
        </Field>
        <Field label={t("brand")} id="filter-brand">
          <select id="filter-brand" value={brand} onChange={(event) => setBrand(event.currentTarget.value)}>
            <option value="">{t("allBrands")}</option>
            {brands.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("state")} id="filter-state">
          <select
            id="filter-state"
            value={state}
            onChange={(event) => setState(event.currentTarget.value as StateFilter)}
          >
            <option value="">{t("allStates")}</option>
            <option value="draft">{t("stateDraft")}</option>
            <option value="published">{t("statePublished")}</option>
            <option value="changed">{t("stateChanged")}</option>
          </select>
        </Field>
        <label class="check">
          <input type="checkbox" checked={archived} onChange={(event) => setArchived(event.currentTarget.checked)} />
          {t("showArchived")}
        </label>
      </div>
      {items === undefined && <p>{t("loading")}</p>}
      {items?.length === 0 && <p>{t("noLabels")}</p>}
      <ul class="rows">
        {items?.map((label) => (
          <li key={label.id}>
            <a href={hrefOf({ _tag: "Editor", label: label.id })}>{label.name}</a>
            <span class="meta">
              {label.vintage ?? ""} <StateBadge label={label} changed={state === "changed"} />
            </span>
            <span class="actions">
              <button type="button" class="quiet" onClick={() => act(label, "duplicate")}>
                {t("duplicate")}
                <span class="visually-hidden"> {label.name}</span>
              </button>
              <button
                type="button"
                class="quiet"
                onClick={() => act(label, label.is_archived ? "unarchive" : "archive")}
              >
                {t(label.is_archived ? "unarchive" : "archive")}
                <span class="visually-hidden"> {label.name}</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
      <NewLabel workspace={workspace} brands={brands} onCreated={() => setReload((n) => n + 1)} />
    </section>
  )
}

const NewLabel = (props: {
  readonly workspace: string
  readonly brands: ReadonlyArray<Brand>
  readonly onCreated: () => void
}) => {
  const [name, setName] = useState("")
  const [brand, setBrand] = useState("")
  const [vintage, setVintage] = useState("")
  const [quantity, setQuantity] = useState("750")
  const [problem, setProblem] = useState<Problem | undefined>(undefined)
  const errors = fieldErrors(problem)
  const submit = async (event: Event) => {
    event.preventDefault()
    const body = {
      workspace_id: props.workspace,
      brand_id: brand || props.brands[0]?.id || "",
      name,
      ...(vintage ? { vintage } : {}),
      ...(quantity ? { quantity: Number(quantity) } : {})
    }
    const { data, error } = await api.POST("/v1/labels", { body } as never)
    if (error !== undefined) return setProblem(error as Problem)
    setProblem(undefined)
    props.onCreated()
    location.hash = hrefOf({ _tag: "Editor", label: (data as Label).id })
  }
  return (
    <form class="card" onSubmit={submit}>
      <h2>{t("newLabel")}</h2>
      {problem !== undefined && errors.name === undefined && <p class="problem">{problemText(problem)}</p>}
      <Field label={t("name")} id="new-name" error={errors.name}>
        <input id="new-name" required value={name} onInput={(event) => setName(event.currentTarget.value)} />
      </Field>
      <Field label={t("brand")} id="new-brand" error={errors.brand_id}>
        <select
          id="new-brand"
          value={brand || props.brands[0]?.id}
          onChange={(event) => setBrand(event.currentTarget.value)}
        >
          {props.brands.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("vintage")} id="new-vintage" error={errors.vintage}>
        <input
          id="new-vintage"
          inputMode="numeric"
          value={vintage}
          onInput={(event) => setVintage(event.currentTarget.value)}
        />
      </Field>
      <Field label={t("bottleSize")} id="new-quantity" error={errors.quantity}>
        <input
          id="new-quantity"
          inputMode="numeric"
          value={quantity}
          onInput={(event) => setQuantity(event.currentTarget.value)}
        />
      </Field>
      <button type="submit">{t("create")}</button>
    </form>
  )
}
