/**
 * `Wire` over the whole app of the server shell (`AppLive`: the API plus the
 * global middleware that bounds bodies, tags entities and shapes framework
 * answers), instead of the bare `ApiLive` of `layerWire`. `call` from
 * wire.ts works unchanged against it.
 */
import type { Layer } from "effect"
import { AppLive } from "../../src/server/App.ts"
import { layerWire, type Wire, type WireDomain } from "./wire.ts"

/** The app over a fresh `TestLayer` store, on the test token secret. */
export const AppWireLive: Layer.Layer<Wire | WireDomain> = layerWire({ app: AppLive })
