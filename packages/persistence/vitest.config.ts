import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "persistence",
    include: ["test/**/*.test.ts"],
    // Several tests start an embedded PGlite inside the test (migrations, catalogue seed): with the test, close to
    // 5 s on an idle machine, so a loaded CI machine running two files at once went past vitest's default 5 s guard.
    testTimeout: 30_000
  }
})
