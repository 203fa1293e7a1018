/**
 * The wire harness over the REAL reference catalogue (the one the server
 * ships, `referenceCatalog`) on the memory adapter, instead of the testkit's
 * small fixture, plus lookups of its entries by name and problem helpers.
 */

import { assert } from "@effect/vitest"
import { domainServicesLayer } from "@elabel/domain"
import { layerMemory, referenceCatalog, toCatalogSeed } from "@elabel/persistence"
import { TestIds } from "@elabel/testkit"
import { Effect, Layer } from "effect"
import { AppLive } from "../../src/server/App.ts"
import { layerWire, problemOf, type WireResponse } from "./wire.ts"

/** The catalogue the server ships. */
export const reference = referenceCatalog

/** The domain on the memory adapter seeded with the reference catalogue. */
export const ReferenceDomain = domainServicesLayer.pipe(
  Layer.provideMerge(Layer.mergeAll(layerMemory({ catalog: toCatalogSeed(referenceCatalog) }), TestIds))
)

/** `Wire` and a fresh domain on the memory adapter seeded with the reference catalogue. */
export const ReferenceWire = layerWire({ domain: ReferenceDomain })

/** The same over the whole app of the server shell: API, public pages, problem pages. */
export const ReferenceAppWire = layerWire({ app: AppLive, domain: ReferenceDomain })

/** The entry named `name` (dies in the test when the catalogue has none). */
export const named = <A extends { readonly name: string | null }>(entries: ReadonlyArray<A>, name: string): A => {
  const found = entries.find((entry) => entry.name === name)
  assert.isDefined(found, `no entry named ${name}`)
  return found as A
}

/** A well-formed UUID that no catalogue holds. */
export const UNKNOWN_ID = "0f0f0f0f-0000-4000-8000-00000000dead"

/** Asserts a 400 problem of `slug` and answers the paths it names, in order. */
export const badRequestPaths = (response: WireResponse, slug: "invalid-body" | "invalid-query") =>
  Effect.gen(function* () {
    assert.strictEqual(response.status, 400, response.text)
    assert.strictEqual(response.headers.get("content-type"), "application/problem+json")
    const problem = yield* problemOf(response)
    assert.strictEqual(problem.type, `/problems/${slug}`)
    return (problem.errors ?? []).map((issue) => issue.path)
  })
