/**
 * GS1's JSON schemas, run by a JSON Schema validator (ajv, draft-07) on the
 * documents the resolver serves: the linkset schema GS1's resolver test
 * suite validates linksets against (`gs1/linkset`, `gs1-linkset-schema.json`)
 * and the resolver description file schema of release 1.2.0. Both files are
 * vendored in `fixtures/gs1/`, their sources and licences in its README.
 * `strict: false` as in GS1's test suite: the schemas carry members that
 * are no keywords (`name`, `@id`, a misspelt `decription`), which draft-07
 * ignores and ajv's strict mode refuses. Formats (`uri`) are checked.
 */
import { readFileSync } from "node:fs"
import { assert } from "@effect/vitest"
import { Ajv } from "ajv"
import addFormats from "ajv-formats"

const schema = (name: string): object =>
  JSON.parse(readFileSync(new URL(`../fixtures/gs1/${name}`, import.meta.url), "utf8")) as object

const ajv = new Ajv({ strict: false, allErrors: true })
addFormats.default(ajv)

const linkset = ajv.compile(schema("gs1-linkset-schema.json"))
const description = ajv.compile(schema("description-file-schema.json"))

/** Asserts that `document` validates against GS1's linkset schema, naming every violation otherwise. */
export const assertValidLinkset = (document: unknown, what = "linkset") =>
  assert.isTrue(linkset(document), `${what}: ${ajv.errorsText(linkset.errors)}`)

/** Whether `document` validates against GS1's linkset schema. */
export const isValidLinkset = (document: unknown): boolean => linkset(document)

/** Asserts that `document` validates against the resolver description file schema. */
export const assertValidDescription = (document: unknown) =>
  assert.isTrue(description(document), `description file: ${ajv.errorsText(description.errors)}`)
