/**
 * ONE repository contract every storage adapter must pass: the port
 * semantics the domain relies on (round trips field for field, list order
 * and paging, filters, partial updates, cascades, the shared ref namespace,
 * the publish quota under concurrency, scans, the public lookups, catalogues
 * (the fixture and the shipped reference catalogue), transactions, idempotency
 * keys, webhooks and their outbox, statistics counters, publish requests, and the domain's use cases on top).
 *
 * The adapter's Layer is built once for the whole block (an embedded
 * database takes seconds to create) and shared by every test; tests keep
 * apart by writing fresh ids, refs, workspaces and users only. The block
 * runs on the live clock: the quota race needs real time to interleave.
 */

import { layer } from "@effect/vitest"
import type { StoragePorts } from "@elabel/domain"
import type { CatalogSeed } from "@elabel/persistence"
import type { Layer } from "effect"
import { catalogFixture } from "../catalogFixture.ts"
import { apiKeyContract } from "./apiKeyContract.ts"
import { auditContract } from "./auditContract.ts"
import { brandContract } from "./brandContract.ts"
import { businessOperatorContract } from "./businessOperatorContract.ts"
import { catalogContract } from "./catalogContract.ts"
import { catalogSeedContract, referenceSeed } from "./catalogSeedContract.ts"
import { deliveryContract } from "./deliveryContract.ts"
import { formatContract } from "./formatContract.ts"
import { idempotencyContract } from "./idempotencyContract.ts"
import { labelContentContract } from "./labelContentContract.ts"
import { labelContract } from "./labelContract.ts"
import { labelListContract } from "./labelListContract.ts"
import { labelVersionContract } from "./labelVersionContract.ts"
import { labelWriteContract } from "./labelWriteContract.ts"
import { mediaContract } from "./mediaContract.ts"
import { publicLookupContract } from "./publicLookupContract.ts"
import { publishRequestContract } from "./publishRequestContract.ts"
import { qrCodeContract } from "./qrCodeContract.ts"
import { qrExpiryContract } from "./qrExpiryContract.ts"
import { scanContract } from "./scanContract.ts"
import { statisticsContract } from "./statisticsContract.ts"
import { transactorContract } from "./transactorContract.ts"
import { useCaseContract } from "./useCaseContract.ts"
import { webhookContract } from "./webhookContract.ts"
import { workspaceContract } from "./workspaceContract.ts"

/** A store of the adapter under test, seeded with `catalog`. */
export type MakeStore = (catalog: CatalogSeed) => Layer.Layer<StoragePorts, unknown>

const options = { excludeTestServices: true, timeout: "180 seconds" } as const

/**
 * Registers a `describe(name)` block running the whole contract on one store
 * seeded with `catalogFixture`, and a second block on a store seeded with the
 * shipped reference catalogue.
 */
export const repositoryContract = (name: string, makeStore: MakeStore): void => {
  layer(makeStore(catalogFixture), options)(name, (it) => {
    workspaceContract(it)
    brandContract(it)
    businessOperatorContract(it)
    labelContract(it)
    labelWriteContract(it)
    labelListContract(it)
    labelContentContract(it)
    labelVersionContract(it)
    formatContract(it)
    qrCodeContract(it)
    scanContract(it)
    publicLookupContract(it)
    catalogContract(it)
    transactorContract(it)
    idempotencyContract(it)
    useCaseContract(it)
    webhookContract(it)
    deliveryContract(it)
    qrExpiryContract(it)
    statisticsContract(it)
    mediaContract(it)
    apiKeyContract(it)
    auditContract(it)
    publishRequestContract(it)
  })
  layer(makeStore(referenceSeed), options)(`${name} with the reference catalogue`, catalogSeedContract)
}
