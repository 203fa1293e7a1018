/**
 * The resolver answers from memory: once a GTIN has been resolved, further
 * requests for it (any link type, the linkset, HEAD) make no storage lookup
 * until a change is announced, after which the next request looks again.
 * Made-up lots do not push real entries out, and an unknown GTIN is
 * answered from memory for a few seconds.
 */
import { assert, describe, it } from "@effect/vitest"
import { domainServicesLayer, FormatRepository, LabelRepository, Labels, LabelVersionRepository } from "@elabel/domain"
import { layerMemory, referenceCatalog, toCatalogSeed } from "@elabel/persistence"
import { TestIds, users } from "@elabel/testkit"
import { type Context, Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { gs1Wine } from "./support/gs1Wine.ts"
import { openApp } from "./support/scanner.ts"

const lookups = { count: 0 }

/** The repository behind `tag`, counting every call. */
const counted = <I, S extends object>(tag: Context.Key<I, S>) =>
  Layer.effect(
    tag,
    Effect.map(
      Effect.service(tag),
      (real) =>
        new Proxy(real, {
          get: (target, key) => {
            const value = Reflect.get(target, key)
            if (typeof value !== "function") return value
            return (...args: Array<unknown>) => {
              lookups.count++
              return Reflect.apply(value, target, args)
            }
          }
        })
    )
  )

const memory = Layer.mergeAll(layerMemory({ catalog: toCatalogSeed(referenceCatalog) }), TestIds)

const CountingDomain = domainServicesLayer.pipe(
  Layer.provide(
    Layer.mergeAll(counted(LabelRepository), counted(FormatRepository), counted(LabelVersionRepository)).pipe(
      Layer.provide(memory)
    )
  ),
  Layer.provideMerge(memory)
)

describe("GS1 resolver cache", () => {
  it.effect("a resolved GTIN is answered without storage lookups until a change", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* gs1Wine({ gtin: "4006381333931" })
      const paths = ["/01/04006381333931", "/01/4006381333931?linkType=linkset", "/01/04006381333931?linkType=gs1:pip"]
      assert.strictEqual((yield* app.send("GET", paths[0] ?? "")).status, 307)
      const before = lookups.count
      for (const path of paths) {
        yield* app.send("GET", path, { headers: { "accept-language": "de" } })
        yield* app.send("HEAD", path)
      }
      assert.strictEqual(lookups.count, before)
      yield* (yield* Labels).unpublish(users.editor, label.id)
      const afterChange = lookups.count
      assert.strictEqual((yield* app.send("GET", paths[0] ?? "")).status, 410)
      assert.isAbove(lookups.count, afterChange)
    }).pipe(Effect.scoped, Effect.provide(CountingDomain))
  )

  it.effect("made-up lots never push another resolved GTIN out, whatever their number", () =>
    Effect.gen(function* () {
      const app = yield* openApp({ env: { ELABEL_GS1_CACHE_SIZE: "3" } })
      yield* gs1Wine({ gtin: "4006381333931" })
      yield* gs1Wine({ gtin: "96385074", workspace: "Domaine Deux" })
      const real = "/01/00000096385074"
      assert.strictEqual((yield* app.send("GET", real)).status, 307)
      for (let i = 0; i < 10; i++) {
        assert.strictEqual((yield* app.send("GET", `/01/04006381333931/10/MADE-UP-${i}`)).status, 307)
      }
      const before = lookups.count
      assert.strictEqual((yield* app.send("GET", real)).status, 307)
      assert.strictEqual(lookups.count, before)
    }).pipe(Effect.scoped, Effect.provide(CountingDomain))
  )

  it.effect("an unknown GTIN is answered from memory for a few seconds, and at once after a change", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const unknown = "/01/04006381333931"
      assert.strictEqual((yield* app.send("GET", unknown)).status, 404)
      const before = lookups.count
      assert.strictEqual((yield* app.send("GET", unknown)).status, 404)
      assert.strictEqual(lookups.count, before)
      yield* TestClock.adjust("6 seconds")
      assert.strictEqual((yield* app.send("GET", unknown)).status, 404)
      assert.isAbove(lookups.count, before)
      // Publishing a label with that GTIN is a change: the next scan finds it.
      yield* gs1Wine({ gtin: "4006381333931" })
      assert.strictEqual((yield* app.send("GET", unknown)).status, 307)
    }).pipe(Effect.scoped, Effect.provide(CountingDomain))
  )
})
