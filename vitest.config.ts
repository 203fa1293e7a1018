import { defineConfig } from "vitest/config"

// vitest 5 replaced vitest.workspace.ts with `test.projects` (see docs/adr/0002).
export default defineConfig({
  test: {
    projects: ["packages/*"],
    reporters: ["default"]
  }
})
