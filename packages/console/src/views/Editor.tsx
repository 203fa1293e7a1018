/**
 * Editing one label: the form in the groups a producer thinks in, the
 * compliance report beside it (errors keep Publish disabled and say why;
 * each entry takes the user to its field), the state always visible,
 * publishing with a confirmation, downloads, and a live preview of the
 * consumer page in a phone frame.
 */
import { useEffect, useState } from "preact/hooks"
import { api, fieldErrors, type Label, type Problem, problemText } from "../api/client.ts"
import type { MessageKey } from "../i18n/en.ts"
import { t } from "../i18n/index.ts"
import { hrefOf } from "../route.ts"
import { Certifications } from "./Certifications.tsx"
import { Compliance, type Report } from "./Compliance.tsx"
import { Formats } from "./Formats.tsx"
import { GrapeVarieties } from "./GrapeVarieties.tsx"
import { History } from "./History.tsx"
import { Ingredients } from "./Ingredients.tsx"
import { labelFields } from "./LabelFields.tsx"
import { Nutrition } from "./Nutrition.tsx"
import { Operators } from "./Operators.tsx"
import { Packagings } from "./Packagings.tsx"
import { PageViews } from "./PageViews.tsx"
import { Particulars } from "./Particulars.tsx"
import { Pictures } from "./Pictures.tsx"
import { Preview } from "./Preview.tsx"
import { Producer } from "./Producer.tsx"
import { Product } from "./Product.tsx"
import { PublishBar } from "./PublishBar.tsx"
import { StateBadge } from "./StateBadge.tsx"
import { Translations } from "./Translations.tsx"
import { useLabel } from "./useLabel.ts"

/** The page's display switches (shown unless switched off). */
const displaySwitches: ReadonlyArray<readonly [keyof Label, MessageKey]> = [
  ["show_product_type", "showProductType"],
  ["show_sweetness", "showSweetness"],
  ["show_quantity", "showQuantity"],
  ["show_allergen_text", "showAllergenText"]
]

export const Editor = ({ id }: { readonly id: string }) => {
  const edit = useLabel(id)
  const [report, setReport] = useState<Report | undefined>(undefined)
  const [changedSincePublished, setChangedSincePublished] = useState(false)
  const [actionProblem, setActionProblem] = useState<Problem | undefined>(undefined)
  /**
   * Bumped when something the page shows changed without changing the
   * label's `version` (an operator's details edited in place): the preview,
   * the history and the report are read again.
   */
  const [revision, setRevision] = useState(0)
  const label = edit.label
  const version = label?.version

  useEffect(() => {
    if (version === undefined) return
    void api.GET("/v1/labels/{id}/compliance", { params: { path: { id } } }).then(({ data }) => setReport(data))
    void api.GET("/v1/labels/{id}/versions", { params: { path: { id }, query: { limit: 1 } } }).then(({ data }) => {
      const latest = data?.items[0]
      setChangedSincePublished(
        latest !== undefined && label?.updated_at != null && label.updated_at > latest.created_at
      )
    })
  }, [id, version, revision])

  if (label === undefined) return <p>{t("loading")}</p>
  const errors = fieldErrors(edit.problem)
  const fields = labelFields(edit, errors)
  const dirty = Object.keys(edit.changes).length > 0
  const afterAction = async (problem: Problem | undefined) => {
    setActionProblem(problem)
    await edit.refresh()
  }

  return (
    <div class="editor">
      <p>
        <a href={hrefOf({ _tag: "Labels", workspace: label.workspace_id })}>{t("back")}</a>
      </p>
      <h1>
        {label.name} <StateBadge label={label} changed={changedSincePublished} />
      </h1>
      <PublishBar label={label} report={report} dirty={dirty} onDone={afterAction} />
      {actionProblem !== undefined && <p class="problem">{problemText(actionProblem)}</p>}
      {edit.conflict && (
        <div class="conflict" role="alert">
          <p>{t("conflict")}</p>
          <button type="button" onClick={() => edit.reload()}>
            {t("reload")}
          </button>
          <button type="button" onClick={() => edit.reapply()}>
            {t("reapply")}
          </button>
        </div>
      )}
      <div class="columns">
        <form
          class="form"
          onSubmit={(event) => {
            event.preventDefault()
            void edit.save()
          }}
        >
          {edit.problem !== undefined && Object.keys(errors).length === 0 && (
            <p class="problem">{problemText(edit.problem)}</p>
          )}
          <Product fields={fields} />
          <Nutrition edit={edit} input={fields.input} />
          <Pictures label={label} edit={edit} />
          <Producer label={label} fields={fields} />
          <Operators
            label={label}
            edit={edit}
            fields={fields}
            onOperatorSaved={() => setRevision((current) => current + 1)}
          />
          <Particulars fields={fields} />
          <fieldset id="group-display" tabIndex={-1}>
            <legend>{t("display")}</legend>
            {displaySwitches.map(([key, caption]) => fields.check(key, t(caption), true))}
          </fieldset>
          <div class="save">
            <button type="submit" disabled={!dirty || edit.saving}>
              {edit.saving ? t("saving") : t("save")}
            </button>
            <span role="status">{!dirty && edit.savedAt > 0 ? t("saved") : ""}</span>
          </div>
          <GrapeVarieties id={id} onSaved={edit.refresh} />
          <Ingredients id={id} onSaved={edit.refresh} />
          <Packagings id={id} onSaved={edit.refresh} />
          <Certifications id={id} onSaved={edit.refresh} />
          <Translations label={label} onSaved={edit.refresh} />
          <Formats label={label} onChanged={edit.refresh} />
        </form>
        <aside class="side">
          <Compliance report={report} />
          <section>
            <h2>{t("downloads")}</h2>
            <ul class="plain">
              <li>
                <a href={`/v1/labels/${id}/qr.svg`} download>
                  {t("qrSvg")}
                </a>
              </li>
              <li>
                <a href={`/v1/labels/${id}/qr.png`} download>
                  {t("qrPng")}
                </a>
              </li>
              <li>
                <a href={`/v1/labels/${id}/print-kit.pdf`} download>
                  {t("printKit")}
                </a>
              </li>
            </ul>
          </section>
          <Preview id={id} version={label.version} revision={revision} />
          <History id={id} version={label.version} revision={revision} />
          <PageViews id={id} />
        </aside>
      </div>
    </div>
  )
}
