/**
 * The console's only way to the service: the public HTTP API, typed by
 * `paths` generated from the served OpenAPI document (ADR 0050). The session
 * cookie authenticates; every write carries the session's CSRF token.
 */
import createClient from "openapi-fetch"
import type { components, paths } from "../../generated/api.d.ts"

export type Schemas = components["schemas"]
export type Label = Schemas["Label"]
export type Workspace = Schemas["Workspace"]

let csrf = ""

/** The session of the signed-in user, or, signed out, where to sign in with an identity provider (if the server has one). */
export const loadSession = async (): Promise<
  | { readonly user_id: string; readonly csrf_token: string }
  | { readonly user_id?: undefined; readonly sign_in_url?: string }
> => {
  const response = await fetch("/console/session", { credentials: "same-origin" })
  if (!response.ok) {
    const problem = (await response.json().catch(() => ({}))) as { sign_in_url?: unknown }
    return typeof problem.sign_in_url === "string" ? { sign_in_url: problem.sign_in_url } : {}
  }
  const session = (await response.json()) as { user_id: string; csrf_token: string }
  csrf = session.csrf_token
  return session
}

export const signOut = () =>
  fetch("/console/sign-out", { method: "POST", headers: { "x-csrf-token": csrf }, credentials: "same-origin" })

export const api = createClient<paths>({ baseUrl: "", credentials: "same-origin" })
api.use({
  onRequest: ({ request }) => {
    if (request.method !== "GET" && request.method !== "HEAD") request.headers.set("x-csrf-token", csrf)
    return request
  }
})

/** An API refusal (RFC 9457), with the fields it names. */
export interface Problem {
  readonly status?: number
  readonly title?: string
  readonly detail?: string
  readonly errors?: ReadonlyArray<{ readonly path: string; readonly message: string }>
}

/** The message of each field a problem names, by field (the first segment of its path). */
export const fieldErrors = (problem: Problem | undefined): Readonly<Record<string, string>> =>
  Object.fromEntries((problem?.errors ?? []).map((error) => [error.path.replace(/^body\./, ""), error.message]))

export const problemText = (problem: Problem | undefined): string =>
  problem?.detail ?? problem?.title ?? String(problem?.status ?? "")
