/**
 * The approval flow (`support/publishFlow.ts`) on the SQL adapters: embedded
 * PGlite always, PostgreSQL when DATABASE_URL names a server it may create a
 * database on.
 */
import { describe, it } from "@effect/vitest"
import { domainServicesLayer, IdGenerator, RefGenerator } from "@elabel/domain"
import { layerEmbedded } from "@elabel/persistence"
import { catalogFixture } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Layer } from "effect"
import { processOn } from "./support/postgresProcess.ts"
import { approvalFlow } from "./support/publishFlow.ts"

const adminUrl = process.env.DATABASE_URL || undefined

describe("the approval flow on SQL", () => {
  it.live(
    "on embedded PGlite",
    () =>
      Effect.asVoid(approvalFlow).pipe(
        Effect.provide(
          domainServicesLayer.pipe(
            Layer.provideMerge(
              Layer.mergeAll(
                layerEmbedded(undefined, { catalog: catalogFixture }),
                IdGenerator.layer,
                RefGenerator.layer
              )
            )
          )
        ),
        Effect.scoped
      ),
    120_000
  )

  it.live.skipIf(adminUrl === undefined)(
    "on PostgreSQL",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        yield* approvalFlow.pipe(Effect.provideContext(yield* processOn(url)))
      }).pipe(Effect.scoped),
    120_000
  )
})
