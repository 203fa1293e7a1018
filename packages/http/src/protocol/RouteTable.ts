/**
 * Which methods a path answers, for the `405` + `Allow` the router does not
 * give by itself (it answers an unknown method like an unknown path: 404),
 * which query parameters each route takes, so an unknown one is a 400
 * rather than silently ignored, and which media types its body may have (a
 * 415 names them). Built from the HttpApi definition, so it
 * cannot drift from the endpoints, plus the routes served outside the Api
 * (`/openapi.json`, `/docs`, …).
 */
import { type Schema, SchemaAST } from "effect"
import { FindMyWay } from "effect/http"
import { HttpApi, type HttpApiGroup } from "effect/http-api"

/** One route outside the HttpApi definition. */
export interface RouteEntry {
  readonly method: string
  readonly path: `/${string}`
  /**
   * The query parameters the route takes; any other is refused. Absent: the
   * route takes any: every route outside `/v1` (the consumer pages and short
   * links, whose links scanners and social apps decorate with parameters of
   * their own; the health checks, the reference and the problem pages, to
   * which monitors and browsers add cache-busters).
   */
  readonly query?: ReadonlyArray<string>
  /** The media types its body may have; absent: `application/json` (or no body). */
  readonly mediaTypes?: ReadonlyArray<string>
}

/** Answers the allowed methods of a request path; empty when no route has that path. */
/** Whether `url` is under `/v1`, where every route needs a bearer token. */
export const isApiPath = (url: string): boolean => url.startsWith("/v1/") || url === "/v1" || url.startsWith("/v1?")

export interface RouteTable {
  /** Whether a route answers `method` on the path of `url` (`HEAD` where `GET` does). */
  readonly has: (method: string, url: string) => boolean
  readonly allowedMethods: (url: string) => ReadonlyArray<string>
  /**
   * The query parameters of `url` the route of `method` does not take, with
   * the ones it does take; undefined when there are none (or no such route).
   */
  readonly unknownQuery: (
    method: string,
    url: string
  ) => { readonly unknown: ReadonlyArray<string>; readonly known: ReadonlyArray<string> } | undefined
  /** The media types the body of the route of `method` and `url` may have (`application/json` when it names none). */
  readonly mediaTypes: (method: string, url: string) => ReadonlyArray<string>
  /** The path template of the route of `method` and `url` (`/l/{ref}`), for logs and metrics; undefined when none. */
  readonly template: (method: string, url: string) => string | undefined
}

/** The methods worth probing, in the order `Allow` lists them. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const

/** The keys of an endpoint's query Schema (an object Schema: the framework makes one of the fields it is given). */
const queryKeys = (query: Schema.Top | undefined): ReadonlyArray<string> =>
  query !== undefined && SchemaAST.isObjects(query.ast)
    ? query.ast.propertySignatures.map((property) => String(property.name))
    : []

/** Whether a route's query is checked: the API's are, every other route takes any. */
const isChecked = (path: string): boolean => path.startsWith("/v1/")

/** Every `(method, path, query keys)` of an HttpApi, via its reflection; the query keys of its `/v1` routes only. */
export const apiRoutes = <Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>
): ReadonlyArray<RouteEntry> => {
  const routes: Array<RouteEntry> = []
  HttpApi.reflect(api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      const path = endpoint.path as `/${string}`
      const mediaTypes = [...endpoint.payload.keys()]
      routes.push(
        isChecked(path)
          ? { method: endpoint.method, path, query: queryKeys(endpoint.query), mediaTypes }
          : { method: endpoint.method, path, mediaTypes }
      )
    }
  })
  return routes
}

const templates = new Map<string, string>()

/** A router path as a URI template, as logs and metrics name it: `/l/:ref` -> `/l/{ref}`, `/01/*` -> `/01/{rest}`. */
export const templateOf = (path: string): string => {
  let template = templates.get(path)
  if (template === undefined) {
    template = path.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{rest}")
    templates.set(path, template)
  }
  return template
}

/** The distinct parameter names of a query string, in order of appearance. */
const parameterNames = (search: string): ReadonlyArray<string> => [...new Set(new URLSearchParams(search).keys())]

/**
 * A lookup table over the given routes. It uses the router's own matcher
 * (`FindMyWay`, default settings as `HttpRouter` uses), so a path matches
 * here exactly when it would match there. `HEAD` is allowed wherever `GET`
 * is, as the router serves `HEAD` with the `GET` route.
 */
export const makeRouteTable = (routes: ReadonlyArray<RouteEntry>): RouteTable => {
  const router = FindMyWay.make<RouteEntry>()
  for (const route of routes) router.on(route.method, route.path, route)
  const routeOf = (method: string, url: string) => router.find(method === "HEAD" ? "GET" : method, url)?.handler
  return {
    has: (method, url) => router.find(method === "HEAD" ? "GET" : method, url) !== undefined,
    allowedMethods: (url) =>
      METHODS.filter((method) => router.find(method === "HEAD" ? "GET" : method, url) !== undefined),
    unknownQuery: (method, url) => {
      const mark = url.indexOf("?")
      if (mark < 0) return undefined
      const route = routeOf(method, url)
      if (route === undefined || route.query === undefined) return undefined
      const known = route.query
      const unknown = parameterNames(url.slice(mark + 1).split("#", 1)[0] ?? "").filter((name) => !known.includes(name))
      return unknown.length === 0 ? undefined : { unknown, known }
    },
    mediaTypes: (method, url) => {
      const types = routeOf(method, url)?.mediaTypes ?? []
      return types.length === 0 ? ["application/json"] : types
    },
    template: (method, url) => {
      const path = routeOf(method, url)?.path
      return path === undefined ? undefined : templateOf(path)
    }
  }
}
