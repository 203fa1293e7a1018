/**
 * A published record's objects keep V8's fast properties (ADR 0074): the
 * documents of every format ever stored, decoded as a page cache miss decodes
 * them, and the snapshot a versioned write projects from such a document. A
 * label has 92 members, and an object built one computed key at a time
 * (Schema's decoding, the projection) is a dictionary past about 20: every
 * scan's read of the label was then a hash lookup. Checked in a Node of its
 * own with V8's `%HasFastProperties`, the one way to see it.
 */
import { execFile } from "node:child_process"
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { promisify } from "node:util"
import { describe, expect, it } from "vitest"
import { node, root } from "./support/processes.ts"

const domain = (path: string) => JSON.stringify(pathToFileURL(join(root, "packages/domain/src", path)).href)
const fixtures = join(root, "packages/http/test/fixtures/label-versions")
const files = readdirSync(fixtures).filter((name) => name.endsWith(".json"))

/** Prints, per fixture file, the paths of the objects in dictionary mode, decoded and projected. */
const script = `
import { readFileSync } from "node:fs"
import { readVersionDocument, ELabelSnapshot } from ${domain("published/VersionDocument.ts")}
import { projection } from ${domain("shared/schemaProjection.ts")}
const isFast = new Function("o", "return %HasFastProperties(o)")
const slowPaths = (value) => {
  const slow = new Set()
  const walk = (path, member) => {
    if (member === null || typeof member !== "object") return
    if (!Array.isArray(member) && !isFast(member)) slow.add(path)
    for (const [key, inner] of Object.entries(member)) walk(Array.isArray(member) ? path + "[]" : path + "." + key, inner)
  }
  walk("$", value)
  return [...slow]
}
const project = projection(ELabelSnapshot)
const found = {}
for (const file of ${JSON.stringify(files)}) {
  const rows = JSON.parse(readFileSync(${JSON.stringify(fixtures)} + "/" + file, "utf8"))
  const documents = rows.map((row) => readVersionDocument(row.document))
  found[file] = {
    decoded: [...new Set(documents.flatMap(slowPaths))],
    projected: [...new Set(documents.flatMap((document) => slowPaths(project(document.snapshot))))]
  }
}
console.log(JSON.stringify(found))
`

describe("a published record's objects", () => {
  it("are fast as decoded from every stored format and as a write projects them", async () => {
    const { stdout } = await promisify(execFile)(
      node,
      ["--allow-natives-syntax", "--input-type=module", "-e", script],
      { cwd: root, maxBuffer: 1 << 20 }
    )
    const found = JSON.parse(stdout) as Record<string, unknown>
    expect(Object.keys(found)).toEqual(files)
    for (const file of files) expect(found[file], file).toEqual({ decoded: [], projected: [] })
  })
})
