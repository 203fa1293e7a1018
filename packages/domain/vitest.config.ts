import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "domain",
    include: ["test/**/*.test.ts"],
    // One module graph per worker, not per file: these files start no process, set no variable and share no module state
    // a test relies on, and importing Effect and the domain again for each file was most of their run
    // (the domain's 50 files: 17.8 s -> 7.9 s; persistence and testkit: 59 s -> 43 s).
    isolate: false,
    // Property tests run a hundred cases each; on a loaded CI machine 5 s is too tight a guard.
    testTimeout: 30_000
  }
})
