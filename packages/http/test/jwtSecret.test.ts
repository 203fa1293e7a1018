/**
 * The data dir's token secret is created once, whole: first starts at the same
 * time (a server beside the CLI's import) all read the one secret that was
 * kept, never a file still being written (the CI run that found it: "holds
 * a secret shorter than 32 bytes").
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs"
import os from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import { dataDirSecret } from "../src/server/JwtSecret.ts"

describe("the data dir's token secret", () => {
  it.effect("is one secret for 50 first starts at once, with mode 0600 and no file left beside it", () =>
    Effect.gen(function* () {
      const dataDir = join(mkdtempSync(join(os.tmpdir(), "elabel-secret-")), "data")
      try {
        const secrets = yield* Effect.all(
          Array.from({ length: 50 }, () => dataDirSecret(dataDir)),
          { concurrency: "unbounded" }
        )
        assert.strictEqual(new Set(secrets.map(Redacted.value)).size, 1)
        assert.isAtLeast(Redacted.value(secrets[0]!).length, 32)
        assert.deepStrictEqual(readdirSync(dataDir), ["jwt-secret"])
        assert.strictEqual(statSync(join(dataDir, "jwt-secret")).mode & 0o777, 0o600)
      } finally {
        rmSync(join(dataDir, ".."), { recursive: true, force: true })
      }
    })
  )
})
