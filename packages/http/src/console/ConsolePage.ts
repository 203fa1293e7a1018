/**
 * `GET /console/` and its assets (ADR 0050): a shell page that loads the
 * console's script and style sheet from `/console/assets/`, built by
 * `@elabel/console/build` (at install, or here at start when missing or
 * stale). The assets' names carry a content hash: cached for a year,
 * compressed once. The shell is never cached, so a new build is seen at once.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { type ConsoleManifest, distDir, ensureConsoleBuilt } from "@elabel/console/build"
import { Effect, type Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { problemResponse } from "../protocol/ProblemResponses.ts"
import type { RouteEntry } from "../protocol/RouteTable.ts"
import { consoleHeaders } from "./ConsoleCsp.ts"

let built: Promise<ConsoleManifest> | undefined

/** The console's build, made once per process (at the first call) when missing or stale. */
export const consoleManifest = (): Promise<ConsoleManifest> => {
  built ??= ensureConsoleBuilt()
  return built
}

const YEAR = "public, max-age=31536000, immutable"

/** The shell: the language is set by the app from the browser's; `lang="en"` until then. The chunks the script imports at once are preloaded beside it. */
export const consoleShell = (assets: {
  readonly js: string
  readonly css: string
  readonly preload?: ReadonlyArray<string>
}): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>E-label console</title>
<meta name="description" content="Edit, check, preview, publish and print your wine's e-labels.">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/console/assets/${assets.css}">
<script type="module" src="/console/assets/${assets.js}"></script>
${(assets.preload ?? []).map((chunk) => `<link rel="modulepreload" href="/console/assets/${chunk}">\n`).join("")}
</head>
<body>
<div id="app"></div>
<noscript><p>The console needs JavaScript. The same service is an HTTP API: see <a href="/docs">/docs</a>.</p></noscript>
</body>
</html>
`

/** `GET /console/` (the router takes `/console` for it too) and `GET /console/assets/{name}`. */
export const ConsolePageLive: Layer.Layer<never, never, HttpRouter.HttpRouter> = HttpRouter.addAll(
  Effect.gen(function* () {
    const manifest = yield* Effect.promise(consoleManifest)
    const file = (name: string, type: string) =>
      [name, { bytes: new Uint8Array(readFileSync(join(distDir, name))), type }] as const
    const assets = new Map<string, { bytes: Uint8Array; type: string }>([
      file(manifest.js, "text/javascript"),
      file(manifest.css, "text/css"),
      ...(manifest.chunks ?? []).map((chunk) => file(chunk, "text/javascript"))
    ])
    const shell = HttpServerResponse.text(consoleShell(manifest), {
      contentType: "text/html; charset=utf-8",
      headers: { ...consoleHeaders, "cache-control": "no-cache" }
    })
    const asset = (name: string) => {
      const found = assets.get(name)
      if (found === undefined) return problemResponse("not-found", { detail: "No such file of the console." })
      return HttpServerResponse.uint8Array(found.bytes, {
        contentType: `${found.type}; charset=utf-8`,
        headers: { ...consoleHeaders, "cache-control": YEAR }
      })
    }
    return [
      HttpRouter.route("GET", "/console/", Effect.succeed(shell)),
      HttpRouter.route(
        "GET",
        "/console/assets/:name",
        Effect.map(HttpRouter.params, (params) => asset(params.name ?? ""))
      )
    ]
  })
)

export const consolePageRoutes: ReadonlyArray<RouteEntry> = [
  { method: "GET", path: "/console/" },
  { method: "GET", path: "/console/assets/:name" }
]
