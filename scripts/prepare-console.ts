/**
 * `postinstall` (and `npm run console:build`): types the console's client
 * from the served OpenAPI document (`packages/console/clientTypes.ts`),
 * then bundles the console (`packages/console/build.ts`). Both outputs are
 * generated, never committed (ADR 0050).
 */
import { buildConsole } from "../packages/console/build.ts"
import { generateClientTypes } from "../packages/console/clientTypes.ts"

const started = Date.now()
await generateClientTypes()
const manifest = await buildConsole()
console.log(`elabel: built the console in ${Date.now() - started} ms (${manifest.js}, ${manifest.css})`)
