import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "persistence",
    include: ["test/**/*.test.ts"],
    // Several tests start an embedded PGlite inside the test (migrations, catalogue seed: close to 5 s with the test, on an idle machine); on a
    // loaded CI machine running two files at once that took over vitest's default 5 s guard.
    testTimeout: 30_000
  }
})
