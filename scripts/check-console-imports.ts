/**
 * Fails when the console (`packages/console/src`) imports anything but
 * Preact, the fetch client and its own files (the generated API types
 * included), or when its manifest depends on another package of this
 * repository. The console reaches the service through the public HTTP API
 * only: the domain's services and persistence stay out of reach (ADR 0050).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

const root = join(import.meta.dirname, "..", "packages", "console")
const packages = ["preact", "openapi-fetch"]
const allowed = (specifier: string): boolean =>
  packages.some((name) => specifier === name || specifier.startsWith(`${name}/`)) ||
  specifier.startsWith("./") ||
  (specifier.startsWith("../") && !specifier.includes("/http/") && !specifier.includes("/domain/"))

const files = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : []
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
for (const field of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]) {
  for (const name of Object.keys((manifest[field] ?? {}) as object)) {
    if (name.startsWith("@elabel/")) problems.push(`packages/console/package.json: ${field} has "${name}"`)
  }
}
if (problems.length > 0) {
  console.error(`packages/console may import only preact, openapi-fetch and its own files:\n${problems.join("\n")}`)
  process.exit(1)
}
console.log("packages/console talks to the service through the HTTP API only")
