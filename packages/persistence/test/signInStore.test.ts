/**
 * `SignInStore` on every adapter (memory, embedded PGlite, PostgreSQL when
 * `DATABASE_URL` is set): a link's id is spent once, whoever asks, even
 * concurrently; a session is found until its end and not after, and gone
 * once removed; the purge deletes what expired and nothing else.
 */
import { assert, describe, it } from "@effect/vitest"
import { SignInStore, UserId } from "@elabel/domain"
import { layerMemory } from "@elabel/persistence"
import { Effect, type Layer } from "effect"
import { sqlStorages } from "./sqlSupport.ts"

const at = (iso: string) => new Date(iso)
const USER = UserId.make("sign-in-user")

const storages: ReadonlyArray<readonly [string, Layer.Layer<SignInStore, unknown>]> = [
  ["memory", layerMemory()],
  ...sqlStorages()
]

for (const [name, storage] of storages) {
  describe(`SignInStore on ${name}`, () => {
    it.live(
      "spends a link once, also under concurrent attempts; finds, expires, removes and purges sessions",
      () =>
        Effect.gen(function* () {
          const store = yield* SignInStore
          const spent = yield* Effect.all(
            Array.from({ length: 5 }, () => store.spendLink("link-a", at("2026-11-27T12:15:00Z"))),
            { concurrency: "unbounded" }
          )
          assert.strictEqual(spent.filter(Boolean).length, 1)
          assert.isTrue(yield* store.spendLink("link-b", at("2026-11-27T12:15:00Z")))

          const session = { user: USER, csrfHash: "csrf-hash", expiresAt: at("2026-11-27T20:00:00Z") }
          yield* store.addSession("session-a", session)
          yield* store.addSession("session-b", { ...session, expiresAt: at("2026-11-27T12:05:00Z") })
          const found = yield* store.findSession("session-a", at("2026-11-27T12:10:00Z"))
          assert.strictEqual(found?.user, USER)
          assert.strictEqual(found?.csrfHash, "csrf-hash")
          assert.strictEqual(found?.expiresAt.toISOString(), "2026-11-27T20:00:00.000Z")
          assert.isUndefined(yield* store.findSession("session-b", at("2026-11-27T12:10:00Z")), "expired")
          assert.isUndefined(yield* store.findSession("nope", at("2026-11-27T12:10:00Z")))

          // At 12:30 the links (till 12:15) and session b (till 12:05) have expired: three rows go.
          assert.strictEqual(yield* store.purgeExpired(at("2026-11-27T12:30:00Z")), 3)
          assert.isDefined(yield* store.findSession("session-a", at("2026-11-27T12:30:00Z")))
          yield* store.removeSession("session-a")
          assert.isUndefined(yield* store.findSession("session-a", at("2026-11-27T12:30:00Z")), "signed out")
        }).pipe(Effect.provide(storage as Layer.Layer<SignInStore>)),
      60_000
    )
  })
}
