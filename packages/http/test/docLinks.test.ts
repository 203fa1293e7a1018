/**
 * The README and everything under docs/ as a clone has them: no link leaves
 * the repository (external standards and sources are named in the text, by
 * title and identifier), every relative link names a file or folder of it,
 * and nothing cites a path outside it. URIs the service itself writes or
 * reads (a namespace, a `Link` header) stay, in code spans.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { root } from "./support/processes.ts"

/** The Markdown files of docs/, recursively. */
const markdownUnder = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownUnder(path)
    return entry.name.endsWith(".md") ? [path] : []
  })

const documents = [join(root, "README.md"), ...markdownUnder(join(root, "docs"))]

/** The text a reader can click in: without fenced code blocks and code spans. */
const prose = (markdown: string): string => markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "")

describe("the README's and docs/ links", () => {
  it("never leave the repository, nor cite a path outside it", () => {
    assert.isAbove(documents.length, 20)
    for (const file of documents) {
      const name = relative(root, file)
      const text = readFileSync(file, "utf8")
      const external = prose(text).match(/\bhttps?:\/\/[^\s)>]+|\bwww\.[^\s)>]+/g) ?? []
      assert.deepStrictEqual(external, [], `${name} links out of the repository`)
      assert.notMatch(text, /\/work\/|shared\/(?:design|spec)\//, `${name} cites a path a clone does not have`)
    }
  })

  it("name files and folders of the repository when relative", () => {
    let links = 0
    for (const file of documents) {
      for (const match of prose(readFileSync(file, "utf8")).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1] ?? ""
        if (target.startsWith("#")) continue
        links++
        const path = resolve(dirname(file), target.split("#", 1)[0] ?? "")
        const where = `${relative(root, file)}: ${target}`
        assert.isFalse(relative(root, path).startsWith(".."), `${where} leaves the repository`)
        assert.isTrue(existsSync(path), `${where} does not exist`)
      }
    }
    assert.isAbove(links, 10)
  })
})
