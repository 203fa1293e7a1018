/**
 * Redocly CLI's recommended rules on the document `/openapi.json` serves
 * (`scripts/lint-openapi.ts`, also `npm run lint:openapi`), offline: no
 * error and no warning. The findings kept on purpose are named one by one,
 * with their reasons, in `.redocly.lint-ignore.yaml`; any other fails here.
 */
import { assert, describe, it } from "@effect/vitest"
import { lintOpenApi } from "../../../scripts/lint-openapi.ts"

describe("the OpenAPI document under Redocly's recommended rules", () => {
  it("has no error and no warning", () => {
    assert.deepStrictEqual(lintOpenApi(), [])
  }, 180_000)
})
