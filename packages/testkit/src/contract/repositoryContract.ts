/**
 * ONE repository contract every storage adapter must pass: the port
 * semantics the domain relies on (round trips field for field, list order
 * and paging, filters, partial updates, cascades, the shared ref namespace,
 * the publish quota under concurrency, catalogues, transactions, idempotency keys).
 *
 * The adapter's Layer is built once for the whole block (an embedded
 * database takes seconds to create) and shared by every test; tests keep
 * apart by writing fresh ids, refs, workspaces and users only. The block
 * runs on the live clock: the quota race needs real time to interleave.
 */

import { layer } from "@effect/vitest"
import type { StoragePorts } from "@elabel/domain"
import type { Layer } from "effect"
import { brandContract } from "./brandContract.ts"
import { catalogContract } from "./catalogContract.ts"
import { formatContract } from "./formatContract.ts"
import { idempotencyContract } from "./idempotencyContract.ts"
import { labelContentContract } from "./labelContentContract.ts"
import { labelContract } from "./labelContract.ts"
import { labelListContract } from "./labelListContract.ts"
import { labelVersionContract } from "./labelVersionContract.ts"
import { qrCodeContract } from "./qrCodeContract.ts"
import { transactorContract } from "./transactorContract.ts"
import { workspaceContract } from "./workspaceContract.ts"

/**
 * Registers a `describe(name)` block running the whole contract on one store
 * built from `makeLayer()`, which must be seeded with `catalogFixture`.
 */
export const repositoryContract = (name: string, makeLayer: () => Layer.Layer<StoragePorts, unknown>): void =>
  layer(makeLayer(), { excludeTestServices: true, timeout: "180 seconds" })(name, (it) => {
    workspaceContract(it)
    brandContract(it)
    labelContract(it)
    labelListContract(it)
    labelContentContract(it)
    labelVersionContract(it)
    formatContract(it)
    qrCodeContract(it)
    catalogContract(it)
    transactorContract(it)
    idempotencyContract(it)
  })
