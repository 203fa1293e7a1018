/** The console served at `/console/` (ADR 0050) with its sign-in (ADR 0051). */
import { Layer } from "effect"
import { ConsolePageLive, consolePageRoutes } from "./ConsolePage.ts"
import { ConsoleSignInLive, consoleSignInRoutes } from "./ConsoleSignIn.ts"

export const ConsoleLive = Layer.merge(ConsolePageLive, ConsoleSignInLive)
export const consoleRoutes = [...consolePageRoutes, ...consoleSignInRoutes]
