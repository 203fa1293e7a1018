/**
 * The ingredients, picked from the catalogue in the user's language
 * (searchable, allergens marked), each with its organic switch, ordered with
 * Up and Down buttons (keyboard as well as mouse); saved as one list
 * (`PUT /v1/labels/{id}/ingredients`).
 */
import { useEffect, useState } from "preact/hooks"
import { api, type Schemas } from "../api/client.ts"
import { language, t } from "../i18n/index.ts"
import { useValue } from "../signal.ts"
import { ListSave } from "./ListSave.tsx"
import { useChildList } from "./useChildList.ts"

type Entry = Schemas["CatalogIngredient"]
type Row = { readonly ingredient_id: string; readonly is_organic: boolean }

const fromStored = (stored: Record<string, unknown>): Row => ({
  ingredient_id: String(stored.ingredient_id),
  is_organic: stored.is_organic === true
})
/** The list as the PUT takes it: the order is the rows' order. */
const toBody = (rows: ReadonlyArray<Row>) => rows.map((row, index) => ({ ...row, order: index + 1 }))

export const Ingredients = ({ id, onSaved }: { readonly id: string; readonly onSaved: () => void }) => {
  const lang = useValue(language)
  const [catalogue, setCatalogue] = useState<ReadonlyArray<Entry>>([])
  const [query, setQuery] = useState("")
  useEffect(() => {
    void api
      .GET("/v1/catalog/ingredients", { params: { query: { locale: lang, limit: 1000 } } })
      .then(({ data }) => setCatalogue(data?.items ?? []))
  }, [lang])
  const list = useChildList(id, "/v1/labels/{id}/ingredients", fromStored, onSaved, toBody)
  const { rows, update } = list
  const entry = (ingredient: string) => catalogue.find((candidate) => candidate.id === ingredient)
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
  return (
    <section id="group-ingredients" tabIndex={-1} aria-labelledby="ingredients-title" class="group">
      <h2 id="ingredients-title">{t("ingredients")}</h2>
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
      <ListSave
        caption={t("saveIngredients")}
        dirty={list.dirty}
        problem={list.problem}
        errors={list.errors}
        onSave={list.save}
      />
    </section>
  )
}
