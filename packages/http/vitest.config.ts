import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "http",
    include: ["test/**/*.test.ts"],
    // Checks what each file's wire tests sent and got against the OpenAPI document.
    setupFiles: ["test/support/contractSetup.ts"]
  }
})
