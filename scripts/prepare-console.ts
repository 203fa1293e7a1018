/**
 * `postinstall` (and `npm run console:build`): types the console's client
 * from the served OpenAPI document (`packages/console/clientTypes.ts`),
 * then bundles the console (`packages/console/build.ts`). Both outputs are
 * generated, never committed (ADR 0050).
 */
import { OpenApi } from "effect/http-api"
import { buildConsole } from "../packages/console/build.ts"
import { generateClientTypes } from "../packages/console/clientTypes.ts"
import { ElabelApi } from "../packages/http/src/api/ElabelApi.ts"

const started = Date.now()
await generateClientTypes(OpenApi.fromApi(ElabelApi))
const manifest = await buildConsole()
console.log(`elabel: built the console in ${Date.now() - started} ms (${manifest.js}, ${manifest.css})`)
