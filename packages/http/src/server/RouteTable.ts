/**
 * Which methods a path answers, for the `405` + `Allow` the router does not
 * give by itself (it answers an unknown method like an unknown path: 404).
 * Built from the HttpApi definition, so it cannot drift from the endpoints,
 * plus the routes served outside the Api (`/openapi.json`, `/docs`, …).
 */
import { FindMyWay } from "effect/http"
import { HttpApi, type HttpApiGroup } from "effect/http-api"

/** One route outside the HttpApi definition. */
export interface RouteEntry {
  readonly method: string
  readonly path: `/${string}`
}

/** Answers the allowed methods of a request path; empty when no route has that path. */
export interface RouteTable {
  readonly allowedMethods: (url: string) => ReadonlyArray<string>
}

/** The methods worth probing, in the order `Allow` lists them. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const

/** Every `(method, path)` of an HttpApi, via its reflection. */
export const apiRoutes = <Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>
): ReadonlyArray<RouteEntry> => {
  const routes: Array<RouteEntry> = []
  HttpApi.reflect(api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      routes.push({ method: endpoint.method, path: endpoint.path as `/${string}` })
    }
  })
  return routes
}

/**
 * A lookup table over the given routes. It uses the router's own matcher
 * (`FindMyWay`, default settings as `HttpRouter` uses), so a path matches
 * here exactly when it would match there. `HEAD` is allowed wherever `GET`
 * is, as the router serves `HEAD` with the `GET` route.
 */
export const makeRouteTable = (routes: ReadonlyArray<RouteEntry>): RouteTable => {
  const router = FindMyWay.make<true>()
  for (const route of routes) router.on(route.method, route.path, true)
  return {
    allowedMethods: (url) =>
      METHODS.filter((method) => router.find(method === "HEAD" ? "GET" : method, url) !== undefined)
  }
}
