/** A label's state in words: draft, published, or changed since published. */
import type { Label } from "../api/client.ts"
import { t } from "../i18n/index.ts"

export const StateBadge = ({ label, changed }: { readonly label: Label; readonly changed?: boolean }) =>
  !label.is_published ? (
    <span class="badge draft">{t("statusDraft")}</span>
  ) : changed ? (
    <span class="badge changed">{t("statusChanged")}</span>
  ) : (
    <span class="badge published">{t("statusPublished")}</span>
  )
