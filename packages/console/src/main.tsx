/** The console's entry: the session decides between the app and the signed-out page. */
import { render } from "preact"
import { loadSession, signOut } from "./api/client.ts"
import { language } from "./i18n/index.ts"
import { App, SignedOut } from "./views/App.tsx"
import "./app.css"

const root = document.getElementById("app") as HTMLElement
document.documentElement.lang = language.get()

const start = async () => {
  const session = await loadSession()
  if (session.user_id === undefined) return render(<SignedOut signInUrl={session.sign_in_url} />, root)
  render(
    <App
      user={session.user_id}
      onSignOut={async () => {
        await signOut()
        const after = await loadSession()
        render(<SignedOut signInUrl={after.user_id === undefined ? after.sign_in_url : undefined} />, root)
      }}
    />,
    root
  )
}
void start()
