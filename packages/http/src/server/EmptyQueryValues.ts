/**
 * On the API (`/v1/…`) a query parameter with an empty value (`?q=`, `?q`)
 * counts as absent: generated clients and `/docs` send every parameter of a
 * form, filled or not (`?workspace_id=&q=&limit=`), and an empty value
 * means "no filter", not a malformed one. The request goes on without them,
 * so neither the unknown-parameter check nor the endpoint's query Schema
 * ever sees one. Elsewhere the query is the route's own business.
 */
import type { HttpServerRequest } from "effect/http"

/** Whether a `name=value` part of a query string has a value. */
const hasValue = (part: string): boolean => {
  const equals = part.indexOf("=")
  return equals >= 0 && equals < part.length - 1
}

/** `url` without the query parameters whose value is empty; the same string when there are none. */
export const withoutEmptyValues = (url: string): string => {
  const mark = url.indexOf("?")
  if (mark < 0 || !url.startsWith("/v1/")) return url
  const hash = url.indexOf("#", mark)
  const query = url.slice(mark + 1, hash < 0 ? undefined : hash)
  const parts = query.split("&")
  const kept = parts.filter(hasValue)
  if (kept.length === parts.length) return url
  return `${url.slice(0, mark)}${kept.length === 0 ? "" : `?${kept.join("&")}`}${hash < 0 ? "" : url.slice(hash)}`
}

/** The request without its empty query values, or the request itself when it has none. */
export const withoutEmptyQueryValues = (
  request: HttpServerRequest.HttpServerRequest
): HttpServerRequest.HttpServerRequest => {
  const url = withoutEmptyValues(request.url)
  return url === request.url ? request : request.modify({ url })
}
