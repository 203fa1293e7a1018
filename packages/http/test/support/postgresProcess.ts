/**
 * One server "process" on a PostgreSQL database for the multi-process tests:
 * the domain on its own storage layer (its own pool and LISTEN connection),
 * so two of them share nothing but the database, as two servers do.
 */
import { domainServicesLayer, IdGenerator, RefGenerator } from "@elabel/domain"
import { layerPostgres } from "@elabel/persistence"
import { catalogFixture } from "@elabel/testkit"
import { Layer, type Redacted } from "effect"

/**
 * Builds one "process" on the database at `url`, for the life of the scope,
 * with the testkit's catalogue (complete labels name its ingredients).
 */
export const processOn = (url: Redacted.Redacted<string>) =>
  Layer.build(
    domainServicesLayer.pipe(
      Layer.provideMerge(
        Layer.mergeAll(layerPostgres(url, { catalog: catalogFixture }), IdGenerator.layer, RefGenerator.layer)
      )
    )
  )
