/**
 * Fails when packages/domain imports anything but `effect` (and its subpaths)
 * or its own files, or depends on another package. The domain stays pure so
 * it can be embedded anywhere and tested without HTTP or SQL.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

const root = join(import.meta.dirname, "..", "packages", "domain")
const allowed = (specifier: string): boolean =>
  specifier === "effect" || specifier.startsWith("effect/") || specifier.startsWith("./") || specifier.startsWith("../")

const files = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : []
  )

const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"']+)["']/g
const problems: Array<string> = []
for (const file of files(join(root, "src"))) {
  for (const match of readFileSync(file, "utf8").matchAll(specifiers)) {
    const specifier = match[1] ?? ""
    if (!allowed(specifier)) problems.push(`${file}: imports "${specifier}"`)
  }
}
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<string, unknown>
for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
  for (const name of Object.keys((manifest[field] ?? {}) as object)) {
    if (name !== "effect") problems.push(`packages/domain/package.json: ${field} has "${name}"`)
  }
}
if (problems.length > 0) {
  console.error(`packages/domain may import only "effect":\n${problems.join("\n")}`)
  process.exit(1)
}
console.log("packages/domain imports only effect")
