/**
 * `GET /docs`: the interactive API reference (Scalar, from the npm package
 * `@scalar/api-reference`, served from this server: no third-party request).
 *
 * The page is a few hundred bytes: it loads Scalar's ES module build, whose
 * entry and lazily imported chunks are served under a path naming the
 * package version, so they are cached for a year (`immutable`) and sent
 * compressed (brotli or gzip, once per file and process: `Compression.ts`);
 * Scalar then reads `/openapi.json` (compressed, with an `ETag`). The page
 * used to inline 3.3 MB of script and the whole document on every load.
 *
 * What Scalar leaves to its host, the page sets: the language, a
 * description, text colours with at least 4.5:1 contrast (WCAG 2.1 AA), a
 * name for the icon-only copy buttons, the server's own origin for the
 * document's relative server URL (the "try it" client calls this server,
 * whatever its port), and the bearer scheme selected.
 */
import { readdirSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { Effect, type Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { problemResponse } from "../protocol/ProblemResponses.ts"
import type { RouteEntry } from "../protocol/RouteTable.ts"

/** Where the package's browser build is, and its version (part of every asset URL). */
const scalarPackage = (() => {
  const entry = fileURLToPath(import.meta.resolve("@scalar/api-reference"))
  const root = join(dirname(entry), "..")
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }
  return { browser: join(root, "dist", "browser"), version }
})()

/** The base path of the assets: a new version is a new URL, so an asset never changes under its URL. */
export const SCALAR_ASSETS: `/docs/scalar/${string}` = `/docs/scalar/${scalarPackage.version}`

/** Text colours of Scalar's light theme darkened to at least 4.5:1 on its backgrounds (axe `color-contrast`). */
const contrastCss = `
.light-mode {
  --scalar-color-2: #595959;
  --scalar-color-3: #5c5c5c;
  --scalar-color-blue: #00588f;
  --scalar-color-green: #0b6b33;
  --scalar-color-orange: #a33b00;
  --scalar-color-red: #b3261e;
  --scalar-color-purple: #6d3fa8;
  --scalar-color-yellow: #7a5600;
  --scalar-sidebar-color-2: #595959;
}
`

/**
 * Scalar's options: the document, the bearer scheme selected, the light theme
 * the contrast was checked in, and none of its hosted services (telemetry,
 * AI chat, MCP, the developer toolbar that links to scalar.com).
 */
const config = {
  url: "/openapi.json",
  withDefaultFonts: false,
  forceDarkModeState: "light",
  hideDarkModeToggle: true,
  authentication: { preferredSecurityScheme: "bearer" },
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  customCss: contrastCss
}

/** The page: Scalar's module, then the reference mounted with `config` and the page's own origin. */
export const docsPage = (): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>E-label API reference</title>
<meta name="description" content="Every operation of the e-label API for wine labels and marketing QR codes, with a client to try them with your token.">
<link rel="icon" href="data:,">
<link rel="modulepreload" href="${SCALAR_ASSETS}/standalone.esm.js">
</head>
<body>
<noscript><p>The interactive reference needs JavaScript. The same reference as an OpenAPI document: <a href="/openapi.json">/openapi.json</a>.</p></noscript>
<div id="reference"></div>
<script type="module">
import { createApiReference } from "${SCALAR_ASSETS}/standalone.esm.js"
createApiReference(document.getElementById("reference"), { ...${JSON.stringify(config)}, baseServerURL: location.origin })
// Scalar's copy buttons show only an icon: give each a name a screen reader can say.
new MutationObserver(() => {
  for (const button of document.querySelectorAll(".scalar-code-copy:not([aria-label])")) button.setAttribute("aria-label", "Copy")
}).observe(document.body, { childList: true, subtree: true })
</script>
</body>
</html>
`

/** The `.js` files of the build (entry and chunks): the only names the asset route answers. */
const assetNames = (): ReadonlySet<string> =>
  new Set([
    ...readdirSync(scalarPackage.browser).filter((name) => name.endsWith(".js")),
    ...readdirSync(join(scalarPackage.browser, "chunks"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => `chunks/${name}`)
  ])

const YEAR = "public, max-age=31536000, immutable"

/**
 * `GET /docs` and `GET /docs/scalar/{version}/…`. Each asset is read once,
 * when first asked for, and answered as the same bytes ever after (so it is
 * compressed once); an unknown name or another version is a 404.
 */
export const DocsLive: Layer.Layer<never, never, HttpRouter.HttpRouter> = HttpRouter.addAll(
  Effect.sync(() => {
    const page = HttpServerResponse.text(docsPage(), {
      contentType: "text/html; charset=utf-8",
      headers: { "cache-control": "no-cache" }
    })
    const names = assetNames()
    const read = new Map<string, Uint8Array>()
    const asset = (name: string) => {
      if (!names.has(name)) return problemResponse("not-found", { detail: "No such file of the reference." })
      let bytes = read.get(name)
      if (bytes === undefined) {
        bytes = new Uint8Array(readFileSync(join(scalarPackage.browser, name)))
        read.set(name, bytes)
      }
      return HttpServerResponse.uint8Array(bytes, {
        contentType: "text/javascript; charset=utf-8",
        headers: { "cache-control": YEAR }
      })
    }
    return [
      HttpRouter.route("GET", "/docs", Effect.succeed(page)),
      HttpRouter.route(
        "GET",
        `${SCALAR_ASSETS}/*`,
        Effect.map(HttpRouter.params, (params) => asset(params["*"] ?? ""))
      )
    ]
  })
)

/** The routes, for the `405` table. */
export const docsRoutes: ReadonlyArray<RouteEntry> = [
  { method: "GET", path: "/docs" },
  { method: "GET", path: `${SCALAR_ASSETS}/*` }
]
