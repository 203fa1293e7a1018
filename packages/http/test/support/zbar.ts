/**
 * Reading a QR code as a scanner app does: `zbarimg` (Debian's zbar-tools,
 * a decoder independent of the encoder and of jsQR) over the PNG the API
 * renders. Without it the tests that need it skip, saying why.
 */
import { execFile } from "node:child_process"
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, it } from "@effect/vitest"
import { Effect } from "effect"

export const zbarimgPath = process.env.ZBARIMG_PATH || "/usr/bin/zbarimg"

/** The text of the one QR code in a PNG, as `zbarimg --raw` reads it. */
export const zbarScan = (png: Uint8Array) =>
  Effect.acquireUseRelease(
    Effect.sync(() => mkdtempSync(join(tmpdir(), "elabel-zbar-"))),
    (dir) =>
      Effect.callback<string, Error>((resume) => {
        const file = join(dir, "code.png")
        writeFileSync(file, png)
        execFile(zbarimgPath, ["--raw", "--quiet", "-Sdisable", "-Sqrcode.enable", file], (error, stdout) =>
          resume(error === null ? Effect.succeed(stdout.trim()) : Effect.fail(error))
        )
      }),
    (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true }))
  )

/** Runs `tests` when zbarimg is installed; else one skipped test that says why. */
export const describeWithZbar = (suite: string, tests: () => void) => {
  if (existsSync(zbarimgPath)) return tests()
  const reason = `zbarimg not found at ${zbarimgPath}: install Debian's zbar-tools (apt-get install zbar-tools) to scan the QR codes`
  console.warn(`SKIPPED: ${reason}`)
  describe(suite, () => {
    it.skip(reason, () => {})
  })
}
