/**
 * The README as a new user follows it: its two examples run through the npm
 * scripts it names (on the project's pinned Node, whatever the system's is)
 * and are shown in it exactly as they are in `examples/`, with what they
 * print; its commands write nothing into the repository (its links:
 * docLinks.test.ts).
 */
import { spawn, spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { isAbsolute, join, resolve } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { apiGuidePath, currentGuide } from "../../../scripts/api-reference.ts"
import { MAX_BODY_BYTES, MAX_IMPORT_BODY_BYTES } from "../src/protocol/BodyLimit.ts"
import { listeningUrl, root, startServer, tempDir } from "./support/processes.ts"

const readme = readFileSync(join(root, "README.md"), "utf8")

/** `npm run -s <script>` in the repository root with `env` added; what it printed and its exit code. */
const npmRun = (script: string, env: Record<string, string> = {}) =>
  Effect.callback<{ readonly code: number | null; readonly stdout: string; readonly stderr: string }>((resume) => {
    const child = spawn("npm", ["run", "-s", script], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk) => {
      stdout += String(chunk)
    })
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk)
    })
    child.once("close", (code) => resume(Effect.succeed({ code, stdout, stderr })))
    return Effect.sync(() => child.kill("SIGKILL"))
  })

describe("the README's examples", () => {
  it("shows examples/embed.ts and examples/client.ts as they are, with the npm scripts that run them", () => {
    for (const [file, script] of [
      ["embed.ts", "example:embed"],
      ["client.ts", "example:client"]
    ] as const) {
      assert.include(readme, readFileSync(join(root, "examples", file), "utf8").trim(), file)
      assert.include(readme, `npm run -s ${script}`, script)
      const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts
      assert.strictEqual(scripts[script], `node examples/${file}`)
    }
  })

  it.live(
    "npm run -s example:embed prints the label it created",
    () =>
      Effect.gen(function* () {
        const run = yield* npmRun("example:embed")
        assert.strictEqual(run.code, 0, run.stderr)
        assert.include(run.stdout, "name: 'Riesling Kabinett'")
        assert.include(run.stdout, "quantity: 750")
      }),
    60_000
  )

  it.live(
    "npm run -s example:client creates a label in the demo workspace of a first start",
    () =>
      Effect.gen(function* () {
        const server = yield* startServer({ ELABEL_DATA_DIR: yield* tempDir("elabel-readme-") })
        const api = yield* listeningUrl(server, "60 seconds")
        const token = /^(eyJ[\w.-]+)$/m.exec(server.output())?.[1] ?? ""
        const run = yield* npmRun("example:client", { API: api, TOKEN: token })
        assert.strictEqual(run.code, 0, run.stderr)
        assert.include(run.stdout, "workspace: 'Demo Winery'")
        assert.include(run.stdout, "formats: 1")
        // The README shows what it prints, line for line (another label id).
        const id = /label: '([0-9a-f-]{36})'/.exec(run.stdout)?.[1] ?? "no id printed"
        const shown = /label: '([0-9a-f-]{36})'/.exec(readme)?.[1] ?? "no id shown"
        assert.include(readme, `\`\`\`\n${run.stdout.replace(id, shown).trim()}\n\`\`\``)
      }).pipe(Effect.scoped),
    120_000
  )
})

describe("docs/api.md", () => {
  it("lists every operation as the contract has it now (npm run docs:api rewrites the list)", () => {
    assert.strictEqual(readFileSync(apiGuidePath, "utf8"), currentGuide())
    assert.include(readFileSync(apiGuidePath, "utf8"), "`client.labels.publish`")
  })

  it("gives the body limits the server applies: 1 MiB, an import 32 MiB", () => {
    const guide = readFileSync(apiGuidePath, "utf8")
    for (const bytes of [MAX_BODY_BYTES, MAX_IMPORT_BODY_BYTES]) assert.include(guide, `${bytes / 1024 / 1024} MiB`)
  })
})

describe("the README's commands", () => {
  it("create the file the CLI imports before they import it", () => {
    const lines = readme.split("\n")
    const imports = lines.flatMap((line, i) => {
      const file = /^npm run cli -- import .* (\S+\.(?:csv|json))\b/.exec(line)?.[1]
      return file === undefined ? [] : [[i, file] as const]
    })
    assert.isAbove(imports.length, 0)
    for (const [at, file] of imports) {
      const written = lines.slice(0, at).some((line) => line.includes(`> ${file}`))
      assert.isTrue(written, `${file} is imported before the README creates it`)
    }
  })

  it("write the exit bundle outside the repository, and git and Biome ignore an exit-site/ in it", () => {
    const outs = [...readme.matchAll(/--out (\S+)/g)].map((match) => match[1] ?? "")
    assert.isAbove(outs.length, 0)
    for (const out of outs.filter((out) => !out.startsWith("<"))) {
      assert.isTrue(isAbsolute(out) && !resolve(out).startsWith(root), `--out ${out} writes into the repository`)
    }
    const ignored = spawnSync("git", ["check-ignore", "--quiet", "exit-site/index.json"], { cwd: root })
    assert.strictEqual(ignored.status, 0, "git does not ignore exit-site/")
    const biome = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")) as { files: { includes: Array<string> } }
    assert.include(biome.files.includes, "!**/exit-site")
  })
})
