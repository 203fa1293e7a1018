/**
 * Types the console's client from the contract (ADR 0050): the OpenAPI
 * document of `ElabelApi`, as `/openapi.json` serves it, through
 * `openapi-typescript` into `generated/api.d.ts` (its `paths` type). Build
 * tooling, not the console: the import rule covers `src/` only. The caller
 * (`scripts/prepare-console.ts`) hands the document in, so the console's
 * package imports nothing of the server's.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import openapiTS, { astToString } from "openapi-typescript"

/** Writes `generated/api.d.ts` from `document` (`OpenApi.fromApi(ElabelApi)`); answers its path. */
export const generateClientTypes = async (document: object): Promise<string> => {
  const generated = join(import.meta.dirname, "generated")
  mkdirSync(generated, { recursive: true })
  const types = astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]))
  const path = join(generated, "api.d.ts")
  writeFileSync(
    path,
    `// Generated from the served OpenAPI document by packages/console/clientTypes.ts: do not edit.\n${types}`
  )
  return path
}
