/**
 * Publish and unpublish, each after a confirmation that says printed codes
 * point there. Publish stays disabled while the report has errors or there
 * are unsaved changes, and says why.
 */
import { useRef, useState } from "preact/hooks"
import { api, type Label, type Problem } from "../api/client.ts"
import { t } from "../i18n/index.ts"
import type { Report } from "./Compliance.tsx"

export const PublishBar = (props: {
  readonly label: Label
  readonly report: Report | undefined
  readonly dirty: boolean
  readonly onDone: (problem: Problem | undefined) => void
}) => {
  const dialog = useRef<HTMLDialogElement>(null)
  const [pending, setPending] = useState<"publish" | "unpublish">("publish")
  const blocked = props.report === undefined || !props.report.publishable
  const ask = (action: "publish" | "unpublish") => {
    setPending(action)
    dialog.current?.showModal()
  }
  const run = async () => {
    dialog.current?.close()
    const path = { path: { id: props.label.id } }
    const { error } =
      pending === "publish"
        ? await api.POST("/v1/labels/{id}/publish", { params: path })
        : await api.POST("/v1/labels/{id}/unpublish", { params: path })
    props.onDone(error as Problem | undefined)
  }
  return (
    <div class="publish">
      <button
        type="button"
        disabled={blocked || props.dirty}
        aria-describedby="publish-why"
        onClick={() => ask("publish")}
      >
        {t("publish")}
      </button>
      {props.label.is_published && (
        <button type="button" class="quiet" onClick={() => ask("unpublish")}>
          {t("unpublish")}
        </button>
      )}
      <span id="publish-why" class="hint">
        {blocked && props.report !== undefined ? t("errorsBlock", { count: props.report.errors.length }) : ""}
      </span>
      <dialog ref={dialog} aria-labelledby="confirm-text">
        <p id="confirm-text">{t(pending === "publish" ? "confirmPublish" : "confirmUnpublish")}</p>
        <button type="button" onClick={run}>
          {t("confirm")}
        </button>
        <button type="button" class="quiet" onClick={() => dialog.current?.close()}>
          {t("cancel")}
        </button>
      </dialog>
    </div>
  )
}
