/**
 * The typed client of the e-label API, generated from the contract
 * (`ElabelApi`): one method per endpoint, bodies encoded and answers decoded
 * with the same Schemas the server uses, and every declared problem a typed
 * error (e.g. `NotFoundProblem`). It imports only the contract, never server
 * code, so another service depends on `@elabel/http/client` alone.
 */
import { Context, Effect, Layer, Redacted } from "effect"
import { FetchHttpClient, type HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient, HttpApiMiddleware } from "effect/http-api"
import { Authorization } from "../api/Authorization.ts"
import { ElabelApi } from "../api/ElabelApi.ts"

/** A bearer token as given: plain, redacted, or an Effect read before every request (e.g. a refreshing token). */
export type BearerToken = string | Redacted.Redacted<string> | Effect.Effect<string | Redacted.Redacted<string>>

/** Where the API is and how the client authenticates. */
export interface ElabelClientOptions {
  /** The server's origin (and path prefix, if any), e.g. `https://elabel.example.com`. */
  readonly baseUrl: string | URL
  /** The bearer token sent on every request. Health checks ignore it. */
  readonly token: BearerToken
  /** Adjusts the underlying `HttpClient`, e.g. `HttpClient.retryTransient(...)` or extra headers. */
  readonly transformClient?: (client: HttpClient.HttpClient) => HttpClient.HttpClient
}

const tokenEffect = (token: BearerToken): Effect.Effect<string | Redacted.Redacted<string>> =>
  typeof token === "string" || Redacted.isRedacted(token) ? Effect.succeed(token) : token

/**
 * The client side of `Authorization`: sets `Authorization: Bearer <token>`.
 * The contract requires every client to provide it (`requiredForClient`).
 */
export const AuthorizationClient = (token: BearerToken) => {
  const current = tokenEffect(token)
  return HttpApiMiddleware.layerClient(Authorization, ({ next, request }) =>
    Effect.flatMap(current, (value) => next(HttpClientRequest.bearerToken(request, value)))
  )
}

/** The generated client: `client.labels.get({ params: { id } })`, `client.workspaces.list({ query: {} })`, … */
export type ElabelApiClient = HttpApiClient.ForApi<typeof ElabelApi>

/** The e-label API client as a service. */
export class ElabelClient extends Context.Service<ElabelClient, ElabelApiClient>()("@elabel/http/client/ElabelClient") {
  /** The client over the given `HttpClient` (supply your own, e.g. with `NodeHttpClient` or a test double). */
  static readonly layerWithHttpClient = (
    options: ElabelClientOptions
  ): Layer.Layer<ElabelClient, never, HttpClient.HttpClient> =>
    Layer.effect(
      ElabelClient,
      HttpApiClient.make(ElabelApi, {
        baseUrl: options.baseUrl,
        ...(options.transformClient === undefined ? {} : { transformClient: options.transformClient })
      })
    ).pipe(Layer.provide(AuthorizationClient(options.token)))

  /** The client over the platform's `fetch`. */
  static readonly layer = (options: ElabelClientOptions): Layer.Layer<ElabelClient> =>
    ElabelClient.layerWithHttpClient(options).pipe(Layer.provide(FetchHttpClient.layer))
}
