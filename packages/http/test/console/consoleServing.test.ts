/**
 * The console on a real socket (ADR 0050): `/console/` is a shell with a
 * strict Content-Security-Policy that loads one style sheet, one script and
 * the chunks it imports at once
 * from this server, cached for a year and sent compressed; the first
 * screen's JavaScript and CSS together stay within 150 KB compressed.
 */
import { type IncomingHttpHeaders, request } from "node:http"
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import { SocketAppLive } from "../support/socket.ts"

/** The first screen's budget of compressed JavaScript and CSS (issue 30). */
const BUDGET_BYTES = 150 * 1024

/** A GET whose body is the bytes on the wire (`fetch` would decompress them). */
const get = (url: string, headers: Record<string, string> = {}) =>
  Effect.callback<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resume) => {
    request(url, { headers }, (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () =>
        resume(
          Effect.succeed({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) })
        )
      )
    }).end()
  })

layer(SocketAppLive, { excludeTestServices: true, timeout: "60 seconds" })("the console's shell and assets", (it) => {
  it.effect("serves /console/ with a strict CSP, assets from this origin, within 150 KB compressed", () =>
    Effect.gen(function* () {
      const origin = HttpServer.formatAddress((yield* HttpServer.HttpServer).address)
      const shell = yield* get(`${origin}/console/`)
      assert.strictEqual(shell.status, 200)
      const csp = shell.headers["content-security-policy"] ?? ""
      assert.include(csp, "default-src 'none'")
      assert.include(csp, "script-src 'self'")
      assert.include(csp, "frame-ancestors 'none'")
      assert.notInclude(csp, "unsafe-inline")
      const html = new TextDecoder().decode(shell.body)
      const assets = [...html.matchAll(/(?:src|href)="(\/console\/assets\/[^"]+)"/g)].map((match) => match[1] ?? "")
      // The style sheet, the script and the chunks it imports at once (preloaded); the editor's come later.
      assert.isAtLeast(assets.length, 2, html)
      assert.strictEqual(assets.filter((path) => path.endsWith(".css")).length, 1, html)
      assert.notMatch(html, /<script>|<style>|style="|https?:\/\//, "no inline code, nothing from elsewhere")
      let compressed = 0
      for (const path of assets) {
        const asset = yield* get(`${origin}${path}`, { "accept-encoding": "br" })
        assert.strictEqual(asset.status, 200, path)
        assert.strictEqual(asset.headers["cache-control"], "public, max-age=31536000, immutable")
        if (asset.body.byteLength >= 1024) assert.strictEqual(asset.headers["content-encoding"], "br", path)
        compressed += asset.body.byteLength
      }
      assert.isAtMost(compressed, BUDGET_BYTES, `first screen: ${compressed} bytes compressed`)
      console.log(`console first screen: ${compressed} bytes of JS and CSS, brotli`)
      assert.strictEqual((yield* get(`${origin}/console/assets/nope.js`)).status, 404)
    })
  )
})
