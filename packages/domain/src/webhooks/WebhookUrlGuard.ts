import { Context, Effect } from "effect"
import { staticUrlProblem } from "./WebhookAddress.ts"

/**
 * Decides whether a webhook URL may be called: the reason it may not, or
 * undefined. The default checks the URL itself (`staticUrlProblem`: https,
 * no local name, no non-public IP literal); the server provides one that
 * also resolves the name and refuses it when any address is not public.
 */
export const WebhookUrlGuard = Context.Reference<{
  readonly problem: (url: string) => Effect.Effect<string | undefined>
}>("@elabel/domain/ports/WebhookUrlGuard", {
  defaultValue: () => ({ problem: (url) => Effect.succeed(staticUrlProblem(url, false)) })
})
