/**
 * Packaging and its disposal: one row per component (bottle, closure, …)
 * with its material (the catalogue's, with its recycling code) and where it
 * is collected; saved as one list (`PUT /v1/labels/{id}/packagings`).
 */
import { t } from "../i18n/index.ts"
import { codeName, collections, packagingTypes } from "./codes.ts"
import { Field, UnsetOrOptions } from "./Field.tsx"
import { ListSave } from "./ListSave.tsx"
import { useCatalog } from "./useCatalog.ts"
import { useChildList } from "./useChildList.ts"

interface Row {
  readonly packaging_type: string | null
  readonly material_id: string | null
  readonly collection: string | null
}

const fromStored = (stored: Record<string, unknown>): Row => ({
  packaging_type: (stored.packaging_type as string | null) ?? null,
  material_id: (stored.material_id as string | null) ?? null,
  collection: (stored.collection as string | null) ?? null
})

export const Packagings = ({ id, onSaved }: { readonly id: string; readonly onSaved: () => void }) => {
  const materials = useCatalog("/v1/catalog/materials")
  const list = useChildList(id, "/v1/labels/{id}/packagings", fromStored, onSaved)
  const set = (index: number, key: keyof Row, value: string) =>
    list.update(list.rows.map((row, at) => (at === index ? { ...row, [key]: value === "" ? null : value } : row)))
  const choice = (
    index: number,
    key: keyof Row,
    caption: string,
    options: ReadonlyArray<readonly [string, string]>
  ) => (
    <Field label={caption} id={`packaging-${index}-${key}`} error={list.errors[`${index}.${key}`]}>
      <select
        id={`packaging-${index}-${key}`}
        value={list.rows[index]?.[key] ?? ""}
        onChange={(event) => set(index, key, event.currentTarget.value)}
      >
        <UnsetOrOptions options={options} />
      </select>
    </Field>
  )
  const materialOptions = materials.map((entry) => [entry.id, `${entry.name ?? ""} (${entry.code ?? ""})`] as const)
  return (
    <section id="group-packagings" tabIndex={-1} aria-labelledby="packagings-title" class="group">
      <h2 id="packagings-title">{t("packaging")}</h2>
      <p class="hint">{t("packagingHelp")}</p>
      {list.rows.map((_, index) => (
        <fieldset class="format" key={index}>
          <legend>{t("packagingRow", { number: index + 1 })}</legend>
          {choice(
            index,
            "packaging_type",
            t("packagingType"),
            packagingTypes.map((code) => [code, codeName(code)])
          )}
          {choice(index, "material_id", t("material"), materialOptions)}
          {choice(
            index,
            "collection",
            t("disposal"),
            collections.map((code) => [code, codeName(code)])
          )}
          <button type="button" class="quiet" onClick={() => list.update(list.rows.filter((_, at) => at !== index))}>
            {t("remove")}
            <span class="visually-hidden"> {t("packagingRow", { number: index + 1 })}</span>
          </button>
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          class="quiet"
          onClick={() => list.update([...list.rows, { packaging_type: null, material_id: null, collection: null }])}
        >
          {t("addPackaging")}
        </button>
      </p>
      <ListSave
        caption={t("savePackaging")}
        dirty={list.dirty}
        problem={list.problem}
        errors={list.errors}
        onSave={list.save}
      />
    </section>
  )
}
