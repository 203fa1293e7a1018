/** The console served at `/console/` (ADR 0050) with its sign-in (ADR 0051) and OpenID Connect sign-in (ADR 0059). */
import { Layer } from "effect"
import { ConsoleOidcLive, consoleOidcRoutes } from "./ConsoleOidc.ts"
import { ConsolePageLive, consolePageRoutes } from "./ConsolePage.ts"
import { ConsoleSignInLive, consoleSignInRoutes } from "./ConsoleSignIn.ts"

export const ConsoleLive = Layer.mergeAll(ConsolePageLive, ConsoleSignInLive, ConsoleOidcLive)
export const consoleRoutes = [...consolePageRoutes, ...consoleSignInRoutes, ...consoleOidcRoutes]
