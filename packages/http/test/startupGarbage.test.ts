/**
 * The collection at start keeps the shape of Node's `nextTick` records
 * (ADR 0073): after it and after any later full collection, a new record
 * has the very shape of the one held, so the site that makes them stays
 * on V8's fast path. Checked in a Node of its own with `--expose-gc` and
 * V8's `%HaveSameMap`, the one way to see an object's shape.
 */
import { execFile } from "node:child_process"
import { pathToFileURL } from "node:url"
import { promisify } from "node:util"
import { describe, expect, it } from "vitest"
import { node, root } from "./support/processes.ts"

const startupGarbage = pathToFileURL(`${root}/packages/http/src/server/StartupGarbage.ts`).href

/** Starts, lets many records die, collects twice more, then compares a new record with the held one. */
const script = `
import { Effect } from "effect"
import { heldTickRecord, newTickRecord, releaseStartupGarbage } from ${JSON.stringify(startupGarbage)}
const before = heldTickRecord()
Effect.runSync(releaseStartupGarbage)
for (let round = 0; round < 2; round++) {
  for (let i = 0; i < 1000; i++) process.nextTick(() => undefined)
  await new Promise((resolve) => setImmediate(resolve))
  globalThis.gc({ type: "major", execution: "sync" })
}
const later = newTickRecord()
const sameShape = new Function("a", "b", "return %HaveSameMap(a, b)")
const held = heldTickRecord()
console.log(JSON.stringify({ before: before !== undefined, held: held !== undefined, sameShape: held !== undefined && sameShape(held, later) }))
`

describe("the collection at start", () => {
  it("holds a nextTick record whose shape every later record shares, through later full collections", async () => {
    const { stdout } = await promisify(execFile)(
      node,
      ["--expose-gc", "--allow-natives-syntax", "--input-type=module", "-e", script],
      { cwd: root }
    )
    expect(JSON.parse(stdout)).toEqual({ before: false, held: true, sameShape: true })
  })
})
