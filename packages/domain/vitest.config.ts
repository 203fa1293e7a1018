import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "domain",
    include: ["test/**/*.test.ts"],
    // Property tests run a hundred cases each; on a loaded CI machine 5 s is too tight a guard.
    testTimeout: 30_000
  }
})
