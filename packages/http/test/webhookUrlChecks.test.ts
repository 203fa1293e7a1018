/**
 * The URL check of a webhook write resolves DNS, so it runs only for a
 * caller who may write, and outside any transaction: a stranger's PATCH or
 * POST with a URL answers 404 without a lookup (no DNS oracle, no work done
 * for anyone with a token), a viewer's 403; and while a member's lookup
 * hangs, other writes go on (no connection or lock is held for it). The
 * resolver is the test's: it records every name asked and can hold answers.
 */
import { assert, describe, it } from "@effect/vitest"
import { WebhookUrlGuard } from "@elabel/domain"
import { seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect, Fiber, Layer, Schedule } from "effect"
import { type ResolveHost, webhookUrlGuard } from "../src/webhooks/WebhookAddressPolicy.ts"
import { openApp } from "./support/scanner.ts"

/** A resolver answering a public address for every name; `hold` keeps answers back until `release`. */
const testResolver = () => {
  const asked: Array<string> = []
  let held: Array<() => void> | undefined
  const resolve: ResolveHost = (hostname, _family, callback) => {
    asked.push(hostname)
    const answer = () => callback(null, [{ address: "93.184.216.34", family: 4 }])
    if (held === undefined) answer()
    else held.push(answer)
  }
  const hold = () => {
    held = []
  }
  const release = () => {
    const waiting = held ?? []
    held = undefined
    for (const answer of waiting) answer()
  }
  return { asked, resolve, hold, release }
}

/** The domain with the server's URL guard (names resolved, private addresses refused) on `resolve`. */
const guardedBy = (resolve: ResolveHost) =>
  TestLayer.pipe(Layer.provide(Layer.succeed(WebhookUrlGuard)(webhookUrlGuard(false, resolve))))

const json = <A>(answer: { readonly text: string }): A => JSON.parse(answer.text) as A

describe("webhook URL checks", () => {
  it.live("a stranger's or a viewer's write with a URL is refused before any lookup: 404 and 403, never 400", () => {
    const dns = testResolver()
    return Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace } = yield* seedWorkspace({ plan: "premium" })
      const base = `/v1/workspaces/${workspace.id}/webhooks`
      const created = yield* app.send("POST", base, {
        as: users.editor,
        body: { url: "https://erp.example.com/hook", events: ["label.published"] }
      })
      assert.strictEqual(created.status, 201, created.text)
      assert.deepStrictEqual(dns.asked, ["erp.example.com"])
      const path = `${base}/${json<{ id: string }>(created).id}`
      for (const url of ["https://nonexistent.invalid/", "https://stranger.example.net/probe"]) {
        const patched = yield* app.send("PATCH", path, { as: users.stranger, body: { url } })
        assert.strictEqual(patched.status, 404, patched.text)
        const posted = yield* app.send("POST", base, { as: users.stranger, body: { url, events: ["label.published"] } })
        assert.strictEqual(posted.status, 404, posted.text)
        const viewer = yield* app.send("PATCH", path, { as: users.viewer, body: { url } })
        assert.strictEqual(viewer.status, 403, viewer.text)
      }
      assert.deepStrictEqual(dns.asked, ["erp.example.com"])
    }).pipe(Effect.provide(guardedBy(dns.resolve)), Effect.scoped)
  })

  it.live("while a member's lookup hangs, another write goes through: no transaction is open for it", () => {
    const dns = testResolver()
    return Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace, brandId } = yield* seedWorkspace({ plan: "premium" })
      const base = `/v1/workspaces/${workspace.id}/webhooks`
      const created = yield* app.send("POST", base, {
        as: users.editor,
        body: { url: "https://erp.example.com/hook", events: ["label.published"] }
      })
      const path = `${base}/${json<{ id: string }>(created).id}`
      dns.hold()
      const writes = [
        app.send("PATCH", path, { as: users.editor, body: { url: "https://slow.example.com/a" } }),
        app.send("POST", base, {
          as: users.editor,
          body: { url: "https://slow.example.com/b", events: ["label.published"] }
        })
      ]
      for (const write of writes) {
        const asked = dns.asked.length
        const waiting = yield* Effect.forkChild(write)
        yield* Effect.sync(() => dns.asked.length).pipe(
          Effect.repeat({ until: (n) => n > asked, schedule: Schedule.spaced("10 millis") }),
          Effect.timeout("3 seconds")
        )
        // The owner's brand PATCH is a transactional write; it must not wait for the lookup.
        const other = yield* app
          .send("PATCH", `/v1/brands/${brandId}`, { as: users.owner, body: { name: `Weingut ${asked}` } })
          .pipe(Effect.timeout("2 seconds"))
        assert.strictEqual(other.status, 200, other.text)
        dns.release()
        const answer = yield* Fiber.join(waiting)
        assert.isBelow(answer.status, 300, answer.text)
        dns.hold()
      }
      dns.release()
    }).pipe(Effect.provide(guardedBy(dns.resolve)), Effect.scoped)
  })
})
