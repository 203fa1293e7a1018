/**
 * The GS1 artefacts the tests run (`fixtures/gs1/`) are the bytes their
 * README records, source by source: a changed file is a new version, with
 * its commit and digest written there.
 */
import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import { assert, describe, it } from "@effect/vitest"

const folder = new URL("./fixtures/gs1/", import.meta.url)
const readme = readFileSync(new URL("README.md", folder), "utf8")

describe("the vendored GS1 artefacts", () => {
  it("each file's sha256 is the one the README records beside its source", () => {
    const files = readdirSync(folder).filter((name) => name !== "README.md" && !name.startsWith("LICENSE"))
    assert.isAbove(files.length, 4)
    for (const name of files) {
      const digest = createHash("sha256")
        .update(readFileSync(new URL(name, folder)))
        .digest("hex")
      const row = readme.split("\n").find((line) => line.startsWith(`| \`${name}\``))
      assert.isDefined(row, `${name} has a row in the README`)
      assert.include(row ?? "", digest, name)
    }
  })
})
