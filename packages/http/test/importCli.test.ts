/**
 * `import` from the operator CLI on an embedded data dir: a dry run of a
 * row that would publish an incomplete label prints each missing particular
 * on its row and column, and exits 1 (a row failed); a file that is not
 * UTF-8 is refused.
 */
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { runCli, tempDir } from "./support/processes.ts"

describe("import from the CLI", () => {
  it.live(
    "--dry-run prints the compliance errors of a row to publish, one line per missing particular; not UTF-8 is refused",
    () =>
      Effect.gen(function* () {
        const dir = yield* tempDir("elabel-import-cli-")
        const env = { ELABEL_DATA_DIR: join(dir, "data") }
        const created = yield* runCli(env, "workspace", "create", "--name", "Import", "--plan", "premium", "--json")
        assert.strictEqual(created.code, 0, JSON.stringify(created))
        const workspace = JSON.parse(created.stdout) as { readonly id: string }
        const file = join(dir, "labels.csv")
        writeFileSync(
          file,
          "internal_reference,name,is_published,alcohol,format_quantity\nINC-1,Incomplete Wine,true,12,750\n"
        )
        const run = yield* runCli(env, "import", "--workspace", workspace.id, file, "--dry-run")
        const printed = JSON.stringify(run)
        assert.strictEqual(run.code, 1, printed)
        assert.notInclude(run.stderr, "TypeError", printed)
        const lines = run.stdout.trim().split("\n")
        assert.deepStrictEqual(
          lines.slice(0, -1).map((line) => line.split(":").slice(0, 2).join(":")),
          ["fat", "saturated_fat", "carbohydrates", "sugar", "protein", "salt", "ingredients"].map((f) => `row 2: ${f}`)
        )
        assert.include(lines[0], "The nutrition declaration needs fat", printed)
        assert.strictEqual(
          lines.at(-1),
          "Nothing imported: 1 label from 1 row: 0 created, 0 updated, 0 unchanged, 1 in error"
        )

        // A file that is not UTF-8 (here Latin-1) is refused whole, as over HTTP, not imported with U+FFFD.
        writeFileSync(file, Buffer.from("internal_reference,name\nSP-1,Sp\u00e4tburgunder\n", "latin1"))
        const latin1 = yield* runCli(env, "import", "--workspace", workspace.id, file)
        assert.strictEqual(latin1.code, 1, JSON.stringify(latin1))
        assert.include(latin1.stderr, "is not UTF-8", JSON.stringify(latin1))
      }),
    120_000
  )
})
