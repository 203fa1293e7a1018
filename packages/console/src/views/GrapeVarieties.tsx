/**
 * The grape varieties with their percentages: found in the catalogue by
 * name or synonym (a synonym found is what the page prints), saved as one
 * list (`PUT /v1/labels/{id}/grape-varieties`).
 */
import { useState } from "preact/hooks"
import { t } from "../i18n/index.ts"
import { Field } from "./Field.tsx"
import { numberOrNull } from "./LabelFields.tsx"
import { ListSave } from "./ListSave.tsx"
import { type CatalogEntry, useCatalog } from "./useCatalog.ts"
import { useChildList } from "./useChildList.ts"

interface Row {
  readonly grape_variety_id: string | null
  readonly grape_variety_synonym_id: string | null
  readonly percentage: number | null
}

const fromStored = (stored: Record<string, unknown>): Row => ({
  grape_variety_id: (stored.grape_variety_id as string | null) ?? null,
  grape_variety_synonym_id: (stored.grape_variety_synonym_id as string | null) ?? null,
  percentage: (stored.percentage as number | null) ?? null
})

/** What a search finds: a variety, or one of its synonyms. */
interface Found {
  readonly name: string
  readonly row: Row
}

const search = (catalog: ReadonlyArray<CatalogEntry>, query: string): ReadonlyArray<Found> => {
  const wanted = query.trim().toLowerCase()
  if (wanted === "") return []
  return (
    catalog
      .flatMap((variety) => [
        {
          name: variety.name ?? "",
          row: { grape_variety_id: variety.id, grape_variety_synonym_id: null, percentage: null }
        },
        ...(variety.synonyms ?? []).map((synonym) => ({
          name: `${synonym.name ?? ""} (${variety.name ?? ""})`,
          row: { grape_variety_id: variety.id, grape_variety_synonym_id: synonym.id, percentage: null }
        }))
      ])
      .filter((found) => found.name.toLowerCase().includes(wanted))
      // Names that start with what was typed first: "Riesling" before "Welschriesling".
      .toSorted(
        (a, b) => Number(!a.name.toLowerCase().startsWith(wanted)) - Number(!b.name.toLowerCase().startsWith(wanted))
      )
      .slice(0, 8)
  )
}

export const GrapeVarieties = ({ id, onSaved }: { readonly id: string; readonly onSaved: () => void }) => {
  const catalog = useCatalog("/v1/catalog/grape-varieties")
  const list = useChildList(id, "/v1/labels/{id}/grape-varieties", fromStored, onSaved)
  const [query, setQuery] = useState("")
  const nameOf = (row: Row) => {
    const variety = catalog.find((entry) => entry.id === row.grape_variety_id)
    const synonym = variety?.synonyms?.find((entry) => entry.id === row.grape_variety_synonym_id)
    return synonym?.name ?? variety?.name ?? row.grape_variety_id ?? ""
  }
  const total = list.rows.reduce((sum, row) => sum + (row.percentage ?? 0), 0)
  return (
    <section id="group-grape_varieties" tabIndex={-1} aria-labelledby="grapes-title" class="group">
      <h2 id="grapes-title">{t("grapeVarieties")}</h2>
      <ul class="plain">
        {list.rows.map((row, index) => {
          const name = nameOf(row)
          return (
            <li key={`${row.grape_variety_id}-${row.grape_variety_synonym_id}`} class="row">
              <Field label={t("percentOf", { name })} id={`grape-${index}-percentage`}>
                <input
                  id={`grape-${index}-percentage`}
                  inputMode="decimal"
                  value={row.percentage ?? ""}
                  onInput={(event) =>
                    list.update(
                      list.rows.map((other, at) =>
                        at === index ? { ...other, percentage: numberOrNull(event.currentTarget.value) } : other
                      )
                    )
                  }
                />
              </Field>
              <button
                type="button"
                class="quiet"
                onClick={() => list.update(list.rows.filter((_, at) => at !== index))}
              >
                {t("remove")}
                <span class="visually-hidden"> {name}</span>
              </button>
            </li>
          )
        })}
      </ul>
      {list.rows.length > 0 && (
        <p class={total === 100 || total === 0 ? "hint" : "hint warn"}>{t("percentTotal", { total })}</p>
      )}
      <div class="field">
        <label for="grape-search">{t("findGrapeVariety")}</label>
        <input id="grape-search" type="search" value={query} onInput={(event) => setQuery(event.currentTarget.value)} />
      </div>
      <ul class="plain">
        {search(catalog, query).map((found) => (
          <li key={`${found.row.grape_variety_id}-${found.row.grape_variety_synonym_id}`}>
            <button
              type="button"
              class="quiet"
              onClick={() => {
                list.update([...list.rows, found.row])
                setQuery("")
                requestAnimationFrame(() => document.getElementById(`grape-${list.rows.length}-percentage`)?.focus())
              }}
            >
              {t("addIngredient", { name: found.name })}
            </button>
          </li>
        ))}
      </ul>
      <ListSave
        caption={t("saveGrapeVarieties")}
        dirty={list.dirty}
        problem={list.problem}
        errors={list.errors}
        onSave={list.save}
      />
    </section>
  )
}
