/**
 * The README's curl walk-through and its GS1 Digital Link block, replayed
 * command by command as written (bodies, headers and comments read from the
 * README) against the whole app over the reference catalogue: the walk-through
 * ends with a published label, the GS1 block sets up what it needs and
 * answers what its comments say.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { root } from "./support/processes.ts"
import { ReferenceAppWire } from "./support/referenceWire.ts"
import { commandsOf, curlRequest, shBlockAfter } from "./support/shellBlock.ts"
import { call, type WireResponse } from "./support/wire.ts"

const readme = readFileSync(join(root, "README.md"), "utf8")

/** What the README's placeholders stand for, filled in as the answers come. */
type Placeholders = Record<string, string>

/** Sends one curl command of the README as the demo user would, placeholders filled in. */
const replay = (command: ReturnType<typeof commandsOf>[number], placeholders: Placeholders) => {
  const request = curlRequest(command)
  assert.isDefined(request, command.words.join(" "))
  const fill = (text: string) => text.replace(/<[a-z-]+>/g, (name) => placeholders[name] ?? name)
  const { authorization, ...headers } = request!.headers
  const url = new URL(fill(request!.url))
  return call(request!.method, `${url.pathname}${url.search}`, {
    ...(authorization === undefined ? {} : { as: users.owner }),
    headers,
    ...(request!.body === undefined ? {} : { rawBody: fill(request!.body) })
  })
}

const where = (command: { readonly words: ReadonlyArray<string> }, answer: WireResponse) =>
  `${command.words.join(" ")}\n-> ${answer.status} ${answer.text.slice(0, 300)}`

/** The path and query a redirect names. */
const locationOf = (answer: WireResponse): string => {
  const location = new URL(answer.headers.get("location") ?? "", "http://any.host")
  return `${location.pathname}${location.search}${location.hash}`
}

describe("the README's curl blocks", () => {
  it.effect("the walk-through publishes a label, and the GS1 block answers what its comments say", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace()
      const placeholders: Placeholders = { "<workspace-id>": workspace.id, "<brand-id>": brandId }
      const walkThrough = commandsOf(shBlockAfter(readme, "## A first label with curl"), {})
      assert.isAbove(walkThrough.length, 8)
      for (const command of walkThrough) {
        const answer = yield* replay(command, placeholders)
        assert.isTrue(answer.status >= 200 && answer.status < 300, where(command, answer))
        const created = answer.status === 201 ? (answer.json as { id: string; ref: string }) : undefined
        if (created !== undefined) Object.assign(placeholders, { "<label-id>": created.id, "<label-ref>": created.ref })
      }
      const label = yield* call("GET", `/v1/labels/${placeholders["<label-id>"]}`, { as: users.owner })
      assert.isTrue((label.json as { is_published: boolean }).is_published)

      const gs1 = commandsOf(shBlockAfter(readme, "## GS1 Digital Link resolver"), {
        API: "http://127.0.0.1:3000",
        AUTH: "Authorization: Bearer eyJ"
      })
      let formatRef = ""
      for (const command of gs1) {
        const answer = yield* replay(command, placeholders)
        const status = /^(\d{3})\b/.exec(command.comment)?.[1]
        if (status !== undefined) assert.strictEqual(answer.status, Number(status), where(command, answer))
        else assert.isTrue(answer.status >= 200 && answer.status < 300, where(command, answer))
        if (answer.status === 201) formatRef = (answer.json as { ref: string }).ref
        if (command.comment.includes("lang=de")) assert.include(locationOf(answer), "?lang=de&", where(command, answer))
        if (command.comment.includes("the lot's format")) {
          assert.strictEqual(locationOf(answer), `/l/${formatRef}?utm_source=qr`, where(command, answer))
        }
        if (command.comment.includes("linkset")) assert.isArray((answer.json as { linkset?: unknown }).linkset)
      }
      assert.isAbove(gs1.length, 8)
    }).pipe(Effect.provide(ReferenceAppWire))
  )
})
