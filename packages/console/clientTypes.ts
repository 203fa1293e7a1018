/**
 * Types the console's client from the contract (ADR 0050): the OpenAPI
 * document of `ElabelApi`, as `/openapi.json` serves it, through
 * `openapi-typescript` into `generated/api.d.ts` (its `paths` type). Build
 * tooling, not the console: the import rule covers `src/` only.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { OpenApi } from "effect/http-api"
import openapiTS, { astToString } from "openapi-typescript"
import { ElabelApi } from "../http/src/api/ElabelApi.ts"

/** Writes `generated/api.d.ts`; answers its path. */
export const generateClientTypes = async (): Promise<string> => {
  const generated = join(import.meta.dirname, "generated")
  mkdirSync(generated, { recursive: true })
  const document = OpenApi.fromApi(ElabelApi) as unknown as Parameters<typeof openapiTS>[0]
  const types = astToString(await openapiTS(document))
  const path = join(generated, "api.d.ts")
  writeFileSync(
    path,
    `// Generated from the served OpenAPI document by packages/console/clientTypes.ts: do not edit.\n${types}`
  )
  return path
}
