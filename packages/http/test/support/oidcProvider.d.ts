/** The part of `oidc-provider` (which ships no types) the console's OpenID Connect test uses. */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http"

  interface Account {
    readonly accountId: string
    readonly claims: () => Record<string, unknown>
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: {
        readonly clients: ReadonlyArray<Record<string, unknown>>
        readonly pkce?: { readonly required: () => boolean }
        readonly findAccount: (context: unknown, sub: string) => Account
        readonly features?: Record<string, { readonly enabled: boolean }>
      }
    )
    callback(): (request: IncomingMessage, response: ServerResponse) => void
  }
}
