/**
 * Where webhooks may go, on Node: `ELABEL_WEBHOOK_ALLOW_PRIVATE`, the URL
 * guard the domain checks at write time (the URL, then every address its
 * name resolves to), and the DNS lookup the sender connects through, which
 * refuses non-public addresses at delivery time (DNS can change between the
 * two, and a name may resolve differently on each lookup: the connection
 * uses exactly the addresses checked).
 */
import { type LookupAddress, lookup } from "node:dns"
import { WebhookAddress, type WebhookUrlGuard } from "@elabel/domain"
import { type Config, Context, Duration, Effect, Layer } from "effect"
import { booleanVariable } from "../protocol/ConfigVariables.ts"

/**
 * `ELABEL_WEBHOOK_ALLOW_PRIVATE=true`: webhooks may use http and reach
 * loopback, private and link-local addresses. For development and tests
 * only: in production it lets any workspace member reach the server's own network.
 */
export const allowPrivateConfig: Config.Config<boolean> = booleanVariable("ELABEL_WEBHOOK_ALLOW_PRIVATE", false)

/** Whether private addresses are allowed in this process. */
export class WebhookAddressPolicy extends Context.Service<WebhookAddressPolicy, { readonly allowPrivate: boolean }>()(
  "@elabel/http/webhooks/WebhookAddressPolicy"
) {
  /** From `ELABEL_WEBHOOK_ALLOW_PRIVATE`. */
  static readonly layer = Layer.effect(
    WebhookAddressPolicy,
    Effect.map(allowPrivateConfig, (allowPrivate) => WebhookAddressPolicy.of({ allowPrivate }))
  )
}

/** How a host name resolves: all its addresses (node:dns `lookup`, `all: true`), or why not. */
export type ResolveHost = (
  hostname: string,
  family: number,
  callback: (error: Error | null, addresses: ReadonlyArray<LookupAddress>) => void
) => void

/** The system resolver (`getaddrinfo`, as every other program on the host resolves). */
export const systemResolve: ResolveHost = (hostname, family, callback) =>
  lookup(hostname, { family, all: true }, callback)

/** The resolver webhooks resolve through, at write time and at delivery; the system's unless a test replaces it. */
export const WebhookResolver = Context.Reference<ResolveHost>("@elabel/http/webhooks/WebhookResolver", {
  defaultValue: () => systemResolve
})

type LookupCallback = (error: Error | null, address: string | Array<LookupAddress>, family?: number) => void

/** A `lookup` for `http.request` that fails when the name resolves to any non-public address. */
export const guardedLookup =
  (allowPrivate: boolean, resolve: ResolveHost = systemResolve) =>
  (hostname: string, options: { readonly all?: boolean; readonly family?: number }, callback: LookupCallback) => {
    resolve(hostname, options.family ?? 0, (error, addresses) => {
      if (error !== null) return callback(error, [])
      const refused = addresses.find((entry) => !allowPrivate && !WebhookAddress.isPublicAddress(entry.address))
      if (refused !== undefined) return callback(new Error(`${hostname} resolves to a non-public address`), [])
      const first = addresses[0]
      if (options.all === true) return callback(null, [...addresses])
      if (first === undefined) return callback(new Error(`${hostname} has no address`), [])
      return callback(null, first.address, first.family)
    })
  }

/** How long saving a webhook waits for its name to resolve: a request never hangs on a slow resolver. */
const URL_CHECK_SECONDS = 5

/** Why `url` may not receive webhooks here (the URL itself, then its name's addresses), or undefined. */
export const urlProblem = (
  url: string,
  allowPrivate: boolean,
  resolve: ResolveHost = systemResolve
): Effect.Effect<string | undefined> =>
  Effect.suspend(() => {
    const problem = WebhookAddress.staticUrlProblem(url, allowPrivate)
    const hostname = new URL(url).hostname
    if (problem !== undefined || allowPrivate || WebhookAddress.ipLiteralOf(hostname) !== undefined) {
      return Effect.succeed(problem)
    }
    return Effect.callback<string | undefined>((resume) => {
      guardedLookup(false, resolve)(hostname, { all: true }, (error) =>
        resume(
          Effect.succeed(
            error === null
              ? undefined
              : error.message.includes("non-public")
                ? "the host resolves to a non-public address"
                : "the host name does not resolve"
          )
        )
      )
    }).pipe(
      Effect.timeoutOrElse({
        duration: Duration.seconds(URL_CHECK_SECONDS),
        orElse: () => Effect.succeed(`the host name did not resolve within ${URL_CHECK_SECONDS} s`)
      })
    )
  })

/** The domain's `WebhookUrlGuard` with DNS resolution through `resolve`, under the given policy. */
export const webhookUrlGuard = (
  allowPrivate: boolean,
  resolve: ResolveHost = systemResolve
): (typeof WebhookUrlGuard)["Service"] => ({
  problem: (url) => urlProblem(url, allowPrivate, resolve)
})
