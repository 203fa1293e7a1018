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
  if (session === undefined) return render(<SignedOut />, root)
  render(
    <App
      user={session.user_id}
      onSignOut={async () => {
        await signOut()
        render(<SignedOut />, root)
      }}
    />,
    root
  )
}
void start()
