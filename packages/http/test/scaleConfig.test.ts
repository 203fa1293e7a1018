/**
 * The settings of several processes and replicas as an operator writes them:
 * `ELABEL_WORKERS` (a count or `auto`), `DATABASE_REPLICA_URL` (comma-separated
 * postgres URLs, blanks ignored), `ELABEL_REPLICA_MAX_LAG`; and the WAL
 * positions the replica lag is measured in, compared as PostgreSQL orders them.
 */
import { availableParallelism } from "node:os"
import { assert, describe, it } from "@effect/vitest"
import { lsnValue } from "@elabel/persistence"
import { ConfigProvider, Effect, Redacted } from "effect"
import { serverConfig } from "../src/server/ServerConfig.ts"

const read = (env: Record<string, string>) => serverConfig.parse(ConfigProvider.fromEnv({ env }))

describe("scale-out settings", () => {
  it.effect("ELABEL_WORKERS: 1 by default, a count, or auto (one per core); anything else refused", () =>
    Effect.gen(function* () {
      assert.strictEqual((yield* read({})).workers, 1)
      assert.strictEqual((yield* read({ ELABEL_WORKERS: "3" })).workers, 3)
      assert.strictEqual((yield* read({ ELABEL_WORKERS: "auto" })).workers, Math.min(availableParallelism(), 256))
      for (const bad of ["0", "257", "-1", "2.5", "many"]) {
        const error = yield* Effect.flip(read({ ELABEL_WORKERS: bad }))
        assert.include(String(error), `ELABEL_WORKERS must be a number from 1 to 256 or auto, got "${bad}"`)
      }
    })
  )

  it.effect("DATABASE_REPLICA_URL: none by default, several separated by commas, refused when not postgres", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual((yield* read({})).replicaUrls, [])
      const urls = (yield* read({ DATABASE_REPLICA_URL: " postgres://a/db , ,postgresql://b/db" })).replicaUrls
      assert.deepStrictEqual(urls.map(Redacted.value), ["postgres://a/db", "postgresql://b/db"])
      const error = yield* Effect.flip(read({ DATABASE_REPLICA_URL: "postgres://a/db,mysql://b/db" }))
      assert.include(String(error), "DATABASE_REPLICA_URL must be postgres:// or postgresql:// URLs")
      assert.notInclude(String(error), "mysql://b")
    })
  )

  it.effect("ELABEL_REPLICA_MAX_LAG: 2000 ms by default, 1 to 60000", () =>
    Effect.gen(function* () {
      assert.strictEqual((yield* read({})).replicaMaxLagMillis, 2000)
      assert.strictEqual((yield* read({ ELABEL_REPLICA_MAX_LAG: "250" })).replicaMaxLagMillis, 250)
      const error = yield* Effect.flip(read({ ELABEL_REPLICA_MAX_LAG: "0" }))
      assert.include(String(error), "ELABEL_REPLICA_MAX_LAG must be milliseconds from 1 to 60000")
    })
  )

  it("WAL positions order as PostgreSQL orders them (high word first, hexadecimal)", () => {
    assert.isTrue(lsnValue("1/0") > lsnValue("0/FFFFFFFF"))
    assert.isTrue(lsnValue("16/B374D848") > lsnValue("16/B374D847"))
    assert.isTrue(lsnValue("A/0") > lsnValue("9/FFFFFFFF"))
    assert.strictEqual(lsnValue("0/10"), 16n)
  })
})
