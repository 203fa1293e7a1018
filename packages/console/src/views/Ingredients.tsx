/**
 * The ingredients, picked from the catalogue in the user's language
 * (searchable, allergens marked), each with its organic switch, ordered with
 * Up and Down buttons (keyboard as well as mouse); saved as one list
 * (`PUT /v1/labels/{id}/ingredients`).
 */
import { useEffect, useState } from "preact/hooks"
import { api, fieldErrors, type Problem, problemText, type Schemas } from "../api/client.ts"
import { language, t } from "../i18n/index.ts"
import { useValue } from "../signal.ts"

type Entry = Schemas["CatalogIngredient"]
type Row = { readonly ingredient_id: string; readonly is_organic: boolean }

export const Ingredients = ({ id, onSaved }: { readonly id: string; readonly onSaved: () => void }) => {
  const lang = useValue(language)
  const [catalogue, setCatalogue] = useState<ReadonlyArray<Entry>>([])
  const [rows, setRows] = useState<ReadonlyArray<Row>>([])
  const [query, setQuery] = useState("")
  const [problem, setProblem] = useState<Problem | undefined>(undefined)
  const [dirty, setDirty] = useState(false)
  useEffect(() => {
    void api
      .GET("/v1/catalog/ingredients", { params: { query: { locale: lang, limit: 1000 } } })
      .then(({ data }) => setCatalogue(data?.items ?? []))
  }, [lang])
  useEffect(() => {
    void api
      .GET("/v1/labels/{id}/ingredients", { params: { path: { id } } })
      .then(({ data }) =>
        setRows(
          (data?.items ?? []).map((row) => ({ ingredient_id: row.ingredient_id, is_organic: row.is_organic === true }))
        )
      )
  }, [id])
  const entry = (ingredient: string) => catalogue.find((candidate) => candidate.id === ingredient)
  const update = (next: ReadonlyArray<Row>) => {
    setRows(next)
    setDirty(true)
  }
  const move = (index: number, by: number) => {
    const next = [...rows]
    const [row] = next.splice(index, 1)
    if (row === undefined) return
    next.splice(index + by, 0, row)
    update(next)
    requestAnimationFrame(() => document.getElementById(`ingredient-${index + by}-${by < 0 ? "up" : "down"}`)?.focus())
  }
  const found =
    query.trim() === ""
      ? []
      : catalogue
          .filter((candidate) => (candidate.name ?? "").toLowerCase().includes(query.trim().toLowerCase()))
          .filter((candidate) => !rows.some((row) => row.ingredient_id === candidate.id))
          .slice(0, 8)
  const save = async () => {
    const body = rows.map((row, index) => ({
      ingredient_id: row.ingredient_id,
      is_organic: row.is_organic,
      order: index + 1
    }))
    const { error } = await api.PUT("/v1/labels/{id}/ingredients", { params: { path: { id } }, body })
    setProblem(error as Problem | undefined)
    if (error === undefined) {
      setDirty(false)
      onSaved()
    }
  }
  const errors = fieldErrors(problem)
  return (
    <section id="group-ingredients" tabIndex={-1} aria-labelledby="ingredients-title" class="group">
      <h2 id="ingredients-title">{t("ingredients")}</h2>
      {problem !== undefined && <p class="problem">{Object.values(errors)[0] ?? problemText(problem)}</p>}
      <ol class="ingredients">
        {rows.map((row, index) => {
          const name = entry(row.ingredient_id)?.name ?? row.ingredient_id
          return (
            <li key={row.ingredient_id}>
              <span class="name">
                {name}
                {entry(row.ingredient_id)?.is_allergen === true && <strong class="allergen"> {t("allergen")}</strong>}
              </span>
              <label class="check">
                <input
                  type="checkbox"
                  checked={row.is_organic}
                  onChange={(event) =>
                    update(
                      rows.map((other, at) =>
                        at === index ? { ...other, is_organic: event.currentTarget.checked } : other
                      )
                    )
                  }
                />
                {t("organic")}
                <span class="visually-hidden"> ({name})</span>
              </label>
              <span class="actions">
                <button
                  id={`ingredient-${index}-up`}
                  type="button"
                  class="quiet"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑<span class="visually-hidden">{t("moveUp", { name })}</span>
                </button>
                <button
                  id={`ingredient-${index}-down`}
                  type="button"
                  class="quiet"
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓<span class="visually-hidden">{t("moveDown", { name })}</span>
                </button>
                <button type="button" class="quiet" onClick={() => update(rows.filter((_, at) => at !== index))}>
                  {t("remove")}
                  <span class="visually-hidden"> {name}</span>
                </button>
              </span>
            </li>
          )
        })}
      </ol>
      <div class="field">
        <label for="ingredient-search">{t("findIngredient")}</label>
        <input
          id="ingredient-search"
          type="search"
          value={query}
          onInput={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
      <ul class="plain">
        {found.map((candidate) => (
          <li key={candidate.id}>
            <button
              type="button"
              class="quiet"
              onClick={() => {
                update([...rows, { ingredient_id: candidate.id, is_organic: false }])
                setQuery("")
                document.getElementById("ingredient-search")?.focus()
              }}
            >
              {t("addIngredient", { name: candidate.name ?? candidate.id })}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" disabled={!dirty} onClick={save}>
        {t("saveIngredients")}
      </button>
    </section>
  )
}
