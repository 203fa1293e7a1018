/**
 * `npm run docs:console` (`scripts/console-screenshots.ts`) cannot rot: it
 * runs here as the script does, a real server on an empty embedded database
 * signed into through its logged link, into a temporary folder, and each
 * screen it takes is a PNG of the size it was taken at. The README shows
 * every one the script takes.
 */
import { execFile } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { assert, describe, it } from "@effect/vitest"
import { chromiumMissing } from "../support/chromium.ts"

const root = join(import.meta.dirname, "../../../..")
const screens = ["editor.png", "labels-phone.png", "nutrition.png", "packaging.png", "sign-in.png"]

/** Width and height from a PNG's header. */
const sizeOf = (png: Buffer) => {
  assert.strictEqual(png.subarray(1, 4).toString("latin1"), "PNG")
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

const suite = chromiumMissing === undefined ? describe : describe.skip

suite("npm run docs:console", () => {
  it("takes the README's console screenshots from a real run", async () => {
    const dir = mkdtempSync(join(tmpdir(), "elabel-console-shots-test-"))
    try {
      const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
        scripts: Record<string, string>
      }
      assert.strictEqual(manifest.scripts["docs:console"], "node scripts/console-screenshots.ts")
      await promisify(execFile)(process.execPath, [join(root, "scripts/console-screenshots.ts"), dir], {
        cwd: root,
        timeout: 240_000
      })
      assert.deepStrictEqual(readdirSync(dir).toSorted(), screens)
      assert.strictEqual(sizeOf(readFileSync(join(dir, "editor.png"))).width, 1280)
      assert.strictEqual(sizeOf(readFileSync(join(dir, "labels-phone.png"))).width, 390)
      for (const screen of ["nutrition.png", "packaging.png"]) {
        const { width, height } = sizeOf(readFileSync(join(dir, screen)))
        assert.isAbove(width, 200, screen)
        assert.isAbove(height, 200, screen)
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    const readme = readFileSync(join(root, "README.md"), "utf8")
    for (const screen of screens.filter((name) => name !== "sign-in.png"))
      assert.include(readme, `](docs/console/${screen})`)
  }, 300_000)
})
