/**
 * The README's picture of a print kit is a real kit: the script that makes
 * it (`npm run docs:kit`) runs here, its PNG scans back to a label's short
 * link, and the committed picture the README shows does too. Skips where
 * poppler's pdftoppm is missing.
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { missingTools } from "./support/printKits.ts"
import { decodePng } from "./support/qrDecode.ts"

const root = join(import.meta.dirname, "../../..")
const missing = missingTools(["pdftoppm"])
const picture = missing.length === 0 ? describe : describe.skip
if (missing.length > 0) console.warn(`print kit picture test skipped: missing ${missing.join(", ")}`)

picture("the README's print kit picture", () => {
  it("is rendered from a real kit by scripts/print-kit-picture.ts, and scans to the label's link", () => {
    const dir = mkdtempSync(join(tmpdir(), "elabel-picture-test-"))
    try {
      const out = join(dir, "kit.png")
      execFileSync(process.execPath, [join(root, "scripts/print-kit-picture.ts"), out], { cwd: root })
      assert.match(decodePng(readFileSync(out)) ?? "", /^http:\/\/localhost:3000\/l\/\w+$/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    const readme = readFileSync(join(root, "README.md"), "utf8")
    assert.include(readme, "](docs/print-kit.png)")
    assert.match(decodePng(readFileSync(join(root, "docs/print-kit.png"))) ?? "", /^http:\/\/localhost:3000\/l\/\w+$/)
  }, 60_000)
})
