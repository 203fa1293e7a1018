import { tmpdir } from "node:os"
import { join } from "node:path"
import { defineConfig } from "vitest/config"

// Node's compile cache for the run's workers and for the servers and CLI runs the tests start
// (test/support/processes.ts passes it on): each compiles the same modules, the CLI's start took about a
// third less CPU with it. Inherited by the worker processes, which start after this file is read.
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), "elabel-node-compile-cache")

// vitest 5 replaced vitest.workspace.ts with `test.projects` (see docs/adr/0002).
export default defineConfig({
  test: {
    projects: ["packages/*"],
    // Two files at once: vitest's default in a run is one worker fewer than the cores, so a 2-core CI machine ran
    // one file at a time and took 1,580 s; two took 1,007 s, all green (most files wait on servers and PostgreSQL).
    maxWorkers: 2,
    reporters: ["default"]
  }
})
