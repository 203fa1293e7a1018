/**
 * A value cut down to what a plain JSON Schema names, without decoding or
 * encoding it:
 * the structs' own keys (others dropped), arrays item by item, records
 * whole, primitives as they are. It is what `Schema.decodeSync` answers for a
 * value that already has the schema's types (the compiler checked them), at
 * a tenth of the time: a label's snapshot is cut from the editable label on
 * every versioned write. Its objects are made with their keys in canonical
 * order, so the result is canonical as made and marked so (`markCanonical`):
 * hashing it walks it no more (unless a record has a key such as `"1"`,
 * which `JSON.stringify` writes first).
 *
 * Only schemas of plain JSON data project: structs (optional keys
 * included; no key that starts with a digit), arrays, records of strings, unions of one such schema and
 * `null`, strings, finite numbers, booleans and literals. Anything else
 * (a transformation, a declaration, a union of two objects) throws when
 * the projection is made, at module load, never on a write.
 *
 * `plainEncoder` is the same cut for answers: a value of the domain's own making
 * (already of the schema's types) as `Schema.encode` writes it, keys in the
 * schema's order, where the schema's transformations encode by passing the
 * value through (`SchemaGetter.passthrough`: ids lower-cased on decoding).
 * A label's answer is encoded at a tenth of the Schema's time.
 */
import { type Schema, type SchemaAST, SchemaGetter } from "effect"
import { markCanonical, writtenFirst } from "./CanonicalJson.ts"
import { markHolder, markShared } from "./canonicalParts.ts"
import { fastObject } from "./fastProperties.ts"

/** Projects a value; errors name the schema's path (`$.label.formats[].name`), made once, not per value. */
type Project = (value: unknown) => unknown

const at = (path: string, key: string) => `${path}.${key}`

const fail = (path: string, what: string): never => {
  throw new TypeError(`${path}: ${what}`)
}

const identity: Project = (value) => value

const finite =
  (path: string): Project =>
  (value) =>
    typeof value === "number" && !Number.isFinite(value) ? fail(path, "non-finite number") : value

/** The current projection's state: whether every object it made writes in canonical order. */
const run = { inOrder: true }

/** How a projection is made: a snapshot's (canonical order) or an answer's (the schema's order, encoded). */
interface Mode {
  /** Keys in canonical order (a snapshot's) rather than the schema's (an answer's). */
  readonly canonical: boolean
  /** Paths of array items projected once per source item and marked shared (`canonicalParts.ts`). */
  readonly shared?: ReadonlyArray<string>
  /** The shared paths found while the projection is made (each must name an array's items). */
  readonly found?: Set<string>
}

/** Whether the value at `path` holds items of a shared path. */
const holds = (mode: Mode, path: string): boolean =>
  mode.shared?.some((item) => item.startsWith(`${path}.`) || item.startsWith(`${path}[]`)) === true

/**
 * `project` made once per source item (the catalogue's entries are the same objects while it holds them),
 * canonical and shared: a text of it is written once. An item with a key `JSON.stringify` writes first
 * is projected every time, and not shared.
 */
const once = (project: Project): Project => {
  const made = new WeakMap<object, unknown>()
  return (value) => {
    const kept = made.get(value as object)
    if (kept !== undefined) return kept
    const inOrder = run.inOrder
    run.inOrder = true
    const projected = project(value)
    if (run.inOrder) made.set(value as object, markShared(markCanonical(projected)))
    run.inOrder &&= inOrder
    return projected
  }
}

/** `project`, its results marked as holders of shared values when `path` leads to them. */
const holding = (mode: Mode, path: string, project: Project): Project =>
  holds(mode, path) ? (value) => markHolder(project(value)) : project

const passthrough = SchemaGetter.passthrough()

/** Whether every step of an encoding writes its value as it is (only an encoder takes such a schema). */
const encodesAsIs = (encoding: SchemaAST.Encoding): boolean =>
  encoding.every((link) => "encode" in link.transformation && link.transformation.encode === passthrough)

const compile = (ast: SchemaAST.AST, path: string, mode: Mode): Project => {
  if (ast.encoding !== undefined && (mode.canonical || !encodesAsIs(ast.encoding))) {
    return fail(path, "a transformation does not project")
  }
  switch (ast._tag) {
    case "String":
    case "Boolean":
    case "Literal":
    case "Null":
      return identity
    case "Number":
      return finite(path)
    case "Union": {
      const others = ast.types.filter((member) => member._tag !== "Null")
      if (others.length === 1 && others.length < ast.types.length) {
        const project = compile(others[0]!, path, mode)
        return (value) => (value === null ? null : project(value))
      }
      if (ast.types.every((member) => member._tag === "Literal")) return identity
      return fail(path, "only a union of one schema and null projects")
    }
    case "Arrays": {
      if (ast.elements.length > 0 || ast.rest.length !== 1)
        return fail(path, "only an array of one item schema projects")
      const items = compile(ast.rest[0]!, `${path}[]`, mode)
      const sharedItems = mode.shared?.includes(`${path}[]`) === true
      if (sharedItems) mode.found?.add(`${path}[]`)
      const item = sharedItems ? once(items) : items
      return holding(mode, path, (value) => (value as ReadonlyArray<unknown>).map(item))
    }
    case "Objects":
      return holding(mode, path, ast.indexSignatures.length > 0 ? record(ast, path, mode) : struct(ast, path, mode))
    default:
      return fail(path, `a ${ast._tag} does not project`)
  }
}

const ownMember = { enumerable: true, writable: true, configurable: true } as const

/** A record of strings, its keys in canonical order (an answer's: as they are). */
const record = (ast: SchemaAST.Objects, path: string, mode: Mode): Project => {
  const [index] = ast.indexSignatures
  if (ast.propertySignatures.length > 0 || ast.indexSignatures.length > 1 || index!.type._tag !== "String") {
    return fail(path, "only a record of strings projects")
  }
  if (!mode.canonical) return (value) => ({ ...(value as Record<string, unknown>) })
  return (value) => {
    const source = value as Record<string, unknown>
    const out: Record<string, unknown> = {}
    const keys = Object.keys(source).sort()
    for (const key of keys) {
      if (writtenFirst(key)) run.inOrder = false
      // A key `__proto__` is a member, as JSON.parse makes it, not the object's prototype.
      if (key === "__proto__") Object.defineProperty(out, key, { ...ownMember, value: source[key] })
      else out[key] = source[key]
    }
    return fastObject(out, keys.length)
  }
}

/** A struct's own keys, in canonical order (an answer's: the schema's); a required key that is missing throws. */
const struct = (ast: SchemaAST.Objects, path: string, mode: Mode): Project => {
  const declared = ast.propertySignatures.map((property) => {
    const key = String(property.name)
    if (mode.canonical && writtenFirst(key)) fail(at(path, key), "a key JSON would not write in order")
    const where = at(path, key)
    return {
      key,
      where,
      optional: property.type.context?.isOptional === true,
      project: compile(property.type, where, mode)
    }
  })
  const fields = mode.canonical ? declared.sort((a, b) => (a.key < b.key ? -1 : 1)) : declared
  return (value) => {
    const source = value as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const { key, where, optional, project } of fields) {
      const member = source[key]
      if (member === undefined) {
        if (!optional) fail(where, "missing")
        continue
      }
      out[key] = project(member)
    }
    return fastObject(out, fields.length)
  }
}

/**
 * The projection of `schema` (its type side: the schemas it takes have no transformation): throws,
 * naming the path, on a schema that does not project, and, when applied, on a required key missing or a
 * non-finite number (which JSON cannot hold).
 */
export const projection = <S extends Schema.Top>(
  schema: S,
  options: { readonly shared?: ReadonlyArray<string> } = {}
): ((value: S["Encoded"]) => S["Type"]) => {
  const found = new Set<string>()
  const project = compile(schema.ast, "$", { canonical: true, ...options, found })
  const missing = options.shared?.filter((path) => !found.has(path)) ?? []
  if (missing.length > 0) fail(missing.join(", "), "no array's items are there to share")
  return (value) => {
    run.inOrder = true
    const projected = project(value)
    return (run.inOrder ? markCanonical(projected) : projected) as S["Type"]
  }
}

/**
 * The encoding of `schema`'s values as `Schema.encode` writes them (the same JSON text), for values of
 * the schema's types: no checks run, extra keys are dropped. Throws, naming the path, on a schema with a
 * transformation that changes a value on encoding, a declaration or a union of two objects.
 */
export const plainEncoder = <S extends Schema.Top>(schema: S): ((value: S["Type"]) => S["Encoded"]) => {
  const project = compile(schema.ast, "$", { canonical: false })
  return (value) => project(value) as S["Encoded"]
}
