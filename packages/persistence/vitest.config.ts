import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "persistence",
    include: ["test/**/*.test.ts"],
    // One module graph per worker, not per file: these files start no process, set no variable and share no module state
    // a test relies on, and importing Effect and the domain again for each file was most of their run
    // (the domain's 50 files: 17.8 s -> 7.9 s; persistence and testkit: 59 s -> 43 s).
    isolate: false,
    // Several tests start an embedded PGlite inside the test (migrations, catalogue seed): with the test, close to
    // 5 s on an idle machine, so a loaded CI machine running two files at once went past vitest's default 5 s guard.
    testTimeout: 30_000
  }
})
