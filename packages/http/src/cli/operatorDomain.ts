/**
 * The domain services as the operator CLI runs them: on the server's
 * database, acting as an owner of every workspace (`Access.layerOperator`),
 * `short_url`s under the server's public base URL.
 */
import { IdGenerator, operatorServicesLayer, PublicBaseUrl, RefGenerator } from "@elabel/domain"
import { Layer } from "effect"
import { storageLayer } from "../server/App.ts"
import { publicBaseUrlFor, type ServerSettings } from "../server/ServerConfig.ts"

/** Every domain service over the configured storage, with operator access. */
export const operatorDomain = (settings: ServerSettings) =>
  operatorServicesLayer.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        storageLayer(settings),
        IdGenerator.layer,
        RefGenerator.layer,
        Layer.succeed(PublicBaseUrl)(publicBaseUrlFor(settings, settings.port))
      )
    )
  )
