/**
 * The console's places, in the URL's fragment (`#/w/{id}`, `#/labels/{id}`):
 * the server serves one shell at `/console/`, and the back button works.
 */
import { signal } from "./signal.ts"

export type Route =
  | { readonly _tag: "Workspaces" }
  | { readonly _tag: "Labels"; readonly workspace: string }
  | { readonly _tag: "Marketing"; readonly workspace: string }
  | { readonly _tag: "Import"; readonly workspace: string }
  | { readonly _tag: "Editor"; readonly label: string }

export const parseRoute = (hash: string): Route => {
  const [, first, id, sub] = hash.replace(/^#/, "").split("/")
  if (first === "w" && id && sub === "codes") return { _tag: "Marketing", workspace: id }
  if (first === "w" && id && sub === "import") return { _tag: "Import", workspace: id }
  if (first === "w" && id) return { _tag: "Labels", workspace: id }
  if (first === "labels" && id) return { _tag: "Editor", label: id }
  return { _tag: "Workspaces" }
}

export const route = signal<Route>(parseRoute(globalThis.location?.hash ?? ""))
globalThis.addEventListener?.("hashchange", () => route.set(parseRoute(location.hash)))

export const hrefOf = (to: Route): string => {
  switch (to._tag) {
    case "Labels":
      return `#/w/${to.workspace}`
    case "Marketing":
      return `#/w/${to.workspace}/codes`
    case "Import":
      return `#/w/${to.workspace}/import`
    case "Editor":
      return `#/labels/${to.label}`
    default:
      return "#/"
  }
}
