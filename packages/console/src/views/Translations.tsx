/**
 * The producer's own texts, translated side by side with the label's own
 * language, field by field (`PUT /v1/labels/{id}/translations/{locale}`).
 * What the service words itself (category, colour, sweetness, the nutrition
 * and allergen headings, the legal terms) needs no translation: the page
 * shows it in all 24 languages.
 */
import { useState } from "preact/hooks"
import { api, type Label, type Problem, problemText, type Schemas } from "../api/client.ts"
import { t } from "../i18n/index.ts"
import { EU_LANGUAGES } from "../languages.ts"

type Translation = Schemas["Translation"]
type Text = Exclude<keyof Translation, "locale">

const FIELDS: ReadonlyArray<Text> = [
  "description",
  "designation_of_origin",
  "region",
  "sensory_description",
  "serving_temperature"
]

export const Translations = ({ label, onSaved }: { readonly label: Label; readonly onSaved: () => void }) => {
  const own = label.locale ?? "en"
  const all = (label as unknown as { translations?: ReadonlyArray<Translation> }).translations ?? []
  const [target, setTarget] = useState(EU_LANGUAGES.find((code) => code !== own) ?? "de")
  const [edits, setEdits] = useState<Partial<Record<Text, string>>>({})
  const [problem, setProblem] = useState<Problem | undefined>(undefined)
  const source = all.find((entry) => entry.locale === own)
  const current = all.find((entry) => entry.locale === target)
  const valueOf = (field: Text) => edits[field] ?? String(current?.[field] ?? "")
  const save = async (locale: string, values: Partial<Record<Text, string | null>>) => {
    const { error } = await api.PUT("/v1/labels/{id}/translations/{locale}", {
      params: { path: { id: label.id, locale } },
      body: values as never
    })
    setProblem(error as Problem | undefined)
    if (error === undefined) {
      setEdits({})
      onSaved()
    }
  }
  const merged = () => {
    const values: Partial<Record<Text, string | null>> = {}
    for (const [key, value] of Object.entries(current ?? {}))
      if (key !== "locale") values[key as Text] = value as string | null
    for (const [key, value] of Object.entries(edits)) values[key as Text] = value === "" ? null : value
    return values
  }
  return (
    <section id="group-translations" tabIndex={-1} aria-labelledby="translations-title" class="group">
      <h2 id="translations-title">{t("translations")}</h2>
      <p class="hint">{t("translationsHelp")}</p>
      <div class="field">
        <label for="translation-target">{t("translateInto")}</label>
        <select
          id="translation-target"
          value={target}
          onChange={(event) => {
            setTarget(event.currentTarget.value)
            setEdits({})
          }}
        >
          {EU_LANGUAGES.filter((code) => code !== own).map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      {problem !== undefined && <p class="problem">{problemText(problem)}</p>}
      {source === undefined && <p class="hint">{t("noOwnTexts", { locale: own })}</p>}
      <table class="changes">
        <caption>{t("sideBySide", { own, target })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("field")}</th>
            <th scope="col">{own}</th>
            <th scope="col">{target}</th>
          </tr>
        </thead>
        <tbody>
          {FIELDS.map((field) => (
            <tr key={field}>
              <th scope="row">{field.replaceAll("_", " ")}</th>
              <td>{String(source?.[field] ?? "–")}</td>
              <td>
                <input
                  aria-label={`${field.replaceAll("_", " ")} (${target})`}
                  value={valueOf(field)}
                  onInput={(event) => setEdits({ ...edits, [field]: event.currentTarget.value })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" disabled={Object.keys(edits).length === 0} onClick={() => save(target, merged())}>
        {t("saveTranslation", { locale: target })}
      </button>
    </section>
  )
}
