import { readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { program } from "../../../examples/embed.ts"
import { layerDomainMemory } from "../src/index.ts"

const root = join(import.meta.dirname, "..", "..", "..")

describe("embedding the domain (README example)", () => {
  it.effect("creates a label with its default format on the in-memory domain", () =>
    Effect.gen(function* () {
      const label = yield* program
      assert.strictEqual(label.name, "Riesling Kabinett")
      assert.strictEqual(label.formats.length, 1)
      assert.strictEqual(label.formats[0]?.quantity, 750)
      assert.strictEqual(label.default_format_id, label.formats[0]?.id)
      assert.isFalse(label.is_published)
    }).pipe(Effect.provide(layerDomainMemory()))
  )

  it("the README shows the example as it is in examples/embed.ts", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8")
    const example = readFileSync(join(root, "examples", "embed.ts"), "utf8")
    assert.include(readme, example.trim())
  })
})
