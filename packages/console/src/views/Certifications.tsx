/** The certifications the label shows: a switch per catalogue entry, saved as one list (`PUT …/certifications`). */
import { t } from "../i18n/index.ts"
import { ListSave } from "./ListSave.tsx"
import { useCatalog } from "./useCatalog.ts"
import { useChildList } from "./useChildList.ts"

interface Row {
  readonly certification_id: string
}

const fromStored = (stored: Record<string, unknown>): Row => ({ certification_id: String(stored.certification_id) })

export const Certifications = ({ id, onSaved }: { readonly id: string; readonly onSaved: () => void }) => {
  const catalog = useCatalog("/v1/catalog/certifications")
  const list = useChildList(id, "/v1/labels/{id}/certifications", fromStored, onSaved)
  const has = (entry: string) => list.rows.some((row) => row.certification_id === entry)
  return (
    <fieldset id="group-certifications" tabIndex={-1}>
      <legend>{t("certifications")}</legend>
      {catalog.map((entry) => (
        <label class="check" key={entry.id}>
          <input
            type="checkbox"
            checked={has(entry.id)}
            onChange={(event) =>
              list.update(
                event.currentTarget.checked
                  ? [...list.rows, { certification_id: entry.id }]
                  : list.rows.filter((row) => row.certification_id !== entry.id)
              )
            }
          />
          {entry.name ?? entry.id}
        </label>
      ))}
      <ListSave
        caption={t("saveCertifications")}
        dirty={list.dirty}
        problem={list.problem}
        errors={list.errors}
        onSave={list.save}
      />
    </fieldset>
  )
}
