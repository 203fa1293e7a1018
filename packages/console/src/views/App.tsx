/** The frame: a header (name, language, sign-out), then the view of the route. */
import { useEffect, useState } from "preact/hooks"
import { language, languages, setLanguage, t } from "../i18n/index.ts"
import { route } from "../route.ts"
import { useValue } from "../signal.ts"
import { Import } from "./Import.tsx"
import { Labels } from "./Labels.tsx"
import { Marketing } from "./Marketing.tsx"
import { Workspaces } from "./Workspaces.tsx"

type EditorView = typeof import("./Editor.tsx").Editor

/** The editor, loaded on first use (its own chunk): the first screen stays small. */
const useEditor = (wanted: boolean): EditorView | undefined => {
  const [editor, setEditor] = useState<EditorView | undefined>(undefined)
  useEffect(() => {
    if (wanted && editor === undefined) void import("./Editor.tsx").then((loaded) => setEditor(() => loaded.Editor))
  }, [wanted])
  return editor
}

export const App = ({ user, onSignOut }: { readonly user: string; readonly onSignOut: () => void }) => {
  const lang = useValue(language)
  const where = useValue(route)
  const Editor = useEditor(where._tag === "Editor")
  return (
    <>
      <header class="top">
        <a class="brand" href="#/">
          {t("appName")}
        </a>
        <span class="user">{user}</span>
        <span class="lang">
          <label for="ui-language">{t("language")}</label>
          <select id="ui-language" value={lang} onChange={(event) => setLanguage(event.currentTarget.value)}>
            {Object.entries(languages).map(([code, { name }]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </span>
        <button type="button" class="quiet" onClick={onSignOut}>
          {t("signOut")}
        </button>
      </header>
      <main id="main">
        {where._tag === "Workspaces" && <Workspaces />}
        {where._tag === "Labels" && <Labels workspace={where.workspace} />}
        {where._tag === "Marketing" && <Marketing workspace={where.workspace} />}
        {where._tag === "Import" && <Import workspace={where.workspace} />}
        {where._tag === "Editor" && (Editor === undefined ? <p>{t("loading")}</p> : <Editor id={where.label} />)}
      </main>
    </>
  )
}

/** Signed out: the identity provider's sign-in when the server has one (it then signs no links), else how an operator makes a sign-in link. */
export const SignedOut = ({ signInUrl }: { readonly signInUrl?: string | undefined }) => (
  <main id="main" class="narrow">
    <h1>{t("signedOutTitle")}</h1>
    {signInUrl === undefined ? (
      <>
        <p>{t("signedOutText")}</p>
        <pre>npm run -s cli -- sign-in-link --user &lt;user-id&gt;</pre>
      </>
    ) : (
      <p>
        <a class="button" href={signInUrl}>
          {t("signInWithProvider")}
        </a>
      </p>
    )}
  </main>
)
