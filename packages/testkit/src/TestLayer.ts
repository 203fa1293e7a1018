/**
 * The ready test Layer: every domain service over the in-memory adapters,
 * seeded with the fixture catalogue, with deterministic ids and refs.
 */
import {
  type DomainServices,
  domainServicesLayer,
  type IdGenerator,
  PublicBaseUrl,
  type RefGenerator,
  type StoragePorts
} from "@elabel/domain"
import { layerMemory } from "@elabel/persistence"
import { Layer } from "effect"
import { catalogFixture } from "./catalogFixture.ts"
import { TestIds } from "./TestIds.ts"

/**
 * Every domain service (`Labels`, `Brands`, `WorkspaceAdmin`, …) plus the
 * storage ports, `Transactor`, `IdGenerator` and `RefGenerator` they run on,
 * so a test can also read and write repositories directly.
 *
 * State lives in the Layer: `Effect.provide(TestLayer)` inside a test gives
 * that test a fresh, empty store (and id/ref counters starting at 1); a
 * shared `layer(TestLayer)` block shares one store between its tests.
 *
 * Time: no clock is provided here on purpose. `it.effect` from
 * `@effect/vitest` already runs every test under `TestClock`, whose time
 * starts at 0, so every timestamp a service stamps is
 * `1970-01-01T00:00:00.000Z` (`TEST_EPOCH`) until the test moves the clock
 * with `TestClock.adjust`. Under `it.live` the real clock applies.
 *
 * `PublicBaseUrl` keeps its default (`testPublicBaseUrl`); override it with
 * `Effect.provideService(PublicBaseUrl, "https://…")` when a test needs another.
 */
export const TestLayer: Layer.Layer<DomainServices | StoragePorts | IdGenerator | RefGenerator> =
  domainServicesLayer.pipe(Layer.provideMerge(Layer.mergeAll(layerMemory({ catalog: catalogFixture }), TestIds)))

/** The time every service stamps under `it.effect` until the test adjusts the `TestClock`. */
export const TEST_EPOCH = "1970-01-01T00:00:00.000Z"

/** The `PublicBaseUrl` the services use under `TestLayer`: the port's default. */
export const testPublicBaseUrl: string = PublicBaseUrl.defaultValue()
