/**
 * `postinstall`: makes the `initdb` template of the installed PGlite
 * (`packages/persistence/src/InitdbTemplate.ts`, ADR 0041), so the embedded
 * database's first start copies it instead of running `initdb`. A failure
 * here does not fail the install: the first start then runs `initdb` itself.
 */
import {
  createInitdbTemplate,
  hasInitdbTemplate,
  initdbTemplatePath
} from "../packages/persistence/src/InitdbTemplate.ts"

const started = Date.now()
try {
  if (hasInitdbTemplate()) {
    console.log(`elabel: the embedded database's initdb template is in place (${initdbTemplatePath()})`)
  } else {
    const path = await createInitdbTemplate()
    console.log(`elabel: made the embedded database's initdb template in ${Date.now() - started} ms (${path})`)
  }
} catch (error) {
  console.warn(
    `elabel: could not make the embedded database's initdb template (${error instanceof Error ? error.message : error}); ` +
      "a first start of the embedded database will run initdb itself"
  )
}
