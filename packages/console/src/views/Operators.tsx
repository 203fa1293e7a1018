/**
 * The businesses the page names besides the producer: for each role (the
 * bottler, the distributor, the importer, the manufacturer) one of the
 * workspace's business operators and the label's switches for it, saved
 * with the label; a new operator created here and chosen for its role, and
 * the chosen one's details edited in place (for every label naming it).
 */
import { useEffect, useState } from "preact/hooks"
import { api, type Label } from "../api/client.ts"
import type { MessageKey } from "../i18n/en.ts"
import { t } from "../i18n/index.ts"
import type { Edit, LabelFields } from "./LabelFields.tsx"
import { type Operator, OperatorForm } from "./OperatorForm.tsx"

interface Role {
  readonly key: keyof Label
  readonly caption: MessageKey
  readonly create: MessageKey
  /** The button that opens the chosen one's details: it names the role, as one operator may fill two. */
  readonly edit: MessageKey
  /** The label's switches for the role: [field, caption]. */
  readonly switches: ReadonlyArray<readonly [keyof Label, MessageKey]>
}

const roles: ReadonlyArray<Role> = [
  {
    key: "bottler_id",
    caption: "bottler",
    create: "newBottler",
    edit: "editBottler",
    switches: [
      ["hide_bottler", "hideBottler"],
      ["bottler_number_only", "bottlerNumberOnly"]
    ]
  },
  {
    key: "distributor_id",
    caption: "distributor",
    create: "newDistributor",
    edit: "editDistributor",
    switches: [
      ["hide_distributor", "hideDistributor"],
      ["distributor_number_only", "distributorNumberOnly"]
    ]
  },
  {
    key: "ppwr_importer_id",
    caption: "importer",
    create: "newImporter",
    edit: "editImporter",
    switches: [["hide_ppwr_importer", "hideImporter"]]
  },
  {
    key: "ppwr_manufacturer_id",
    caption: "manufacturer",
    create: "newManufacturer",
    edit: "editManufacturer",
    switches: [["hide_ppwr_manufacturer", "hideManufacturer"]]
  }
]

const PAGE = 100

/** Every operator of the workspace, page after page. */
const useOperators = (workspaceId: string) => {
  const [operators, setOperators] = useState<ReadonlyArray<Operator>>([])
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const load = async (offset: number): Promise<ReadonlyArray<Operator>> => {
      const { data } = await api.GET("/v1/business-operators", {
        params: { query: { workspace_id: workspaceId, limit: PAGE, offset } }
      })
      const items = data?.items ?? []
      return data?.has_more ? [...items, ...(await load(offset + PAGE))] : items
    }
    void load(0).then((all) => {
      setOperators(all)
      setLoaded(true)
    })
  }, [workspaceId])
  /** Shows one just created or changed. */
  const put = (operator: Operator) =>
    setOperators((current) => [...current.filter((entry) => entry.id !== operator.id), operator])
  return { operators, loaded, put }
}

/** The form shown: the role it was opened from, for a new operator or for the one the role names. */
interface Opened {
  readonly role: keyof Label
  readonly mode: "new" | "edit"
}

export const Operators = (props: {
  readonly label: Label
  readonly edit: Edit
  readonly fields: LabelFields
  /** An operator's details were saved: the page changed though the label's `version` did not. */
  readonly onOperatorSaved: () => void
}) => {
  const { edit, fields } = props
  const { operators, loaded, put } = useOperators(props.label.workspace_id)
  const [opened, setOpened] = useState<Opened | undefined>(undefined)
  const [notice, setNotice] = useState<{ readonly role: keyof Label; readonly text: string } | undefined>(undefined)
  const options = [...operators]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((operator) => [operator.id, operator.name] as const)
  const nameOf = (id: string) => operators.find((operator) => operator.id === id)?.name ?? id
  const known = (id: string) => operators.some((operator) => operator.id === id)
  const close = (role: keyof Label) => {
    setOpened(undefined)
    document.getElementById(`field-${role}`)?.focus()
  }
  const written = (role: keyof Label, mode: Opened["mode"]) => (operator: Operator) => {
    put(operator)
    // A change of the operator may record a version of the label: read it again (its ETag with it), and
    // have the preview and the history read again, as the label's `version` stays the same.
    if (mode === "edit") {
      void edit.refresh()
      props.onOperatorSaved()
      return
    }
    edit.change(role, operator.id)
    setNotice({ role, text: t("operatorCreated", { name: operator.name }) })
    close(role)
  }
  return (
    <fieldset id="group-operators" tabIndex={-1}>
      <legend>{t("operators")}</legend>
      <p class="hint">{t("operatorsHelp")}</p>
      {roles.map((role) => {
        const chosen = String(edit.value(role.key) ?? "")
        // An id that is none of the workspace's operators (older data): shown as such, to be changed, not edited.
        const editable = chosen !== "" && known(chosen)
        const choices =
          chosen === "" || known(chosen)
            ? options
            : [...options, [chosen, loaded ? t("unknownOperator", { id: chosen }) : t("loading")] as const]
        const mode = opened?.role === role.key && (opened.mode === "new" || editable) ? opened.mode : undefined
        const formId = `operator-form-${role.key}`
        const button = (opens: Opened["mode"], caption: string) => (
          <button
            type="button"
            class="quiet"
            aria-expanded={mode === opens}
            aria-controls={mode === opens ? formId : undefined}
            onClick={() => {
              setNotice(undefined)
              if (mode === opens) close(role.key)
              else setOpened({ role: role.key, mode: opens })
            }}
          >
            {caption}
          </button>
        )
        return (
          <div class="role" key={role.key}>
            {fields.select(role.key, t(role.caption), choices)}
            {role.switches.map(([key, caption]) => fields.check(key, t(caption)))}
            <div class="actions">
              {editable && button("edit", t(role.edit, { name: nameOf(chosen) }))}
              {button("new", t(role.create))}
              <span role="status">{notice?.role === role.key ? notice.text : ""}</span>
            </div>
            {mode !== undefined && (
              <OperatorForm
                key={mode === "new" ? mode : chosen}
                id={mode === "new" ? undefined : chosen}
                workspaceId={props.label.workspace_id}
                legend={
                  mode === "new"
                    ? t(role.create)
                    : t("operatorDetails", { role: t(role.caption), name: nameOf(chosen) })
                }
                formId={formId}
                onWritten={written(role.key, mode)}
                onClose={() => close(role.key)}
              />
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
