/**
 * `Wire` over the whole app of the server shell (`AppLive`: the API plus the
 * global middleware that bounds bodies, tags entities and shapes framework
 * answers), instead of the bare `ApiLive` of `layerWire`. `call` from
 * wire.ts works unchanged against it.
 */
import { TestLayer } from "@elabel/testkit"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { AppLive } from "../../src/server/App.ts"
import { testVerifierLayer } from "./tokens.ts"
import { Wire, type WireDomain, type WireResponse } from "./wire.ts"

const read = (response: Response): Effect.Effect<WireResponse> =>
  Effect.promise(async () => {
    const text = await response.text()
    const isJson = /json/.test(response.headers.get("content-type") ?? "") && text !== ""
    return { status: response.status, headers: response.headers, text, json: isJson ? JSON.parse(text) : undefined }
  })

/** The app over a fresh `TestLayer` store, on the test token secret. */
export const AppWireLive: Layer.Layer<Wire | WireDomain> = Layer.effect(
  Wire,
  Effect.gen(function* () {
    const domain = yield* Effect.context<WireDomain>()
    const app = AppLive.pipe(Layer.provide([Layer.succeedContext(domain), testVerifierLayer, HttpServer.layerServices]))
    const { dispose, handler } = HttpRouter.toWebHandler(app, { disableLogger: true })
    yield* Effect.addFinalizer(() => Effect.promise(dispose))
    return Wire.of({
      send: (request) =>
        Effect.flatMap(Effect.context<never>(), (context) =>
          Effect.flatMap(
            Effect.promise(() => handler(request, context)),
            read
          )
        )
    })
  })
).pipe(Layer.provideMerge(TestLayer))
