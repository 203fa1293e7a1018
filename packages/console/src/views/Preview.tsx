/** The consumer page in a phone-sized frame, in any language: `GET /v1/labels/{id}/preview`, the `/l/{ref}` renderer. */
import { useState } from "preact/hooks"
import { t } from "../i18n/index.ts"
import { EU_LANGUAGES } from "../languages.ts"

/** `revision`: bumped when the page changed though the label's `version` did not (an operator edited in place). */
export const Preview = ({
  id,
  version,
  revision = 0
}: {
  readonly id: string
  readonly version: number
  readonly revision?: number
}) => {
  const [lang, setLang] = useState(document.documentElement.lang || "en")
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title">{t("preview")}</h2>
      <span class="inline">
        <label for="preview-language">{t("previewLanguage")}</label>
        <select id="preview-language" value={lang} onChange={(event) => setLang(event.currentTarget.value)}>
          {EU_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </span>
      <div class="phone">
        <iframe
          key={`${version}-${revision}-${lang}`}
          title={t("preview")}
          src={`/v1/labels/${id}/preview?lang=${lang}`}
        />
      </div>
    </section>
  )
}
