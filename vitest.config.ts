import { defineConfig } from "vitest/config"

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
