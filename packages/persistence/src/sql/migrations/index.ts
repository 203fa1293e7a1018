/**
 * The schema migrations, as code: each `NNNN_name` entry runs once, in order,
 * recorded in `elabel_migrations`. Add a file and an entry; never edit one
 * that has shipped.
 */
import { PersistenceUnavailable } from "@elabel/domain"
import { Effect, Layer } from "effect"
import { Migrator, type SqlClient } from "effect/sql"
import initial from "./0001_initial.ts"
import catalogFields from "./0002_catalog_fields.ts"
import scans from "./0003_scans.ts"
import wideIntegers from "./0004_wide_integers.ts"
import gtinLookup from "./0005_gtin_lookup.ts"
import categoryPrintsName from "./0006_category_prints_name.ts"
import versions from "./0007_versions.ts"
import idempotencyKeys from "./0008_idempotency_keys.ts"
import events from "./0009_events.ts"
import formatLinksUntilPublished from "./0012_format_links_until_published.ts"
import historyHeads from "./0013_history_heads.ts"
import memberRoleOrder from "./0014_member_role_order.ts"
import expiryInstants from "./0015_expiry_instants.ts"
import claimsPerEndpoint from "./0016_claims_per_endpoint.ts"
import webhookVersions from "./0017_webhook_versions.ts"
import deliveryLeases from "./0018_delivery_leases.ts"
import media from "./0019_media.ts"
import apiKeys from "./0020_api_keys.ts"
import auditEvents from "./0021_audit_events.ts"
import historyVersions from "./0022_history_versions.ts"
import consoleSignIn from "./0023_console_sign_in.ts"
import publishRequests from "./0024_publish_requests.ts"
import businessOperators from "./0025_business_operators.ts"
import versionDocumentsLz4 from "./0026_version_documents_lz4.ts"
import versionComparisons from "./0027_version_comparisons.ts"

/** Every migration by `<id>_<name>`. */
export const migrations = {
  "0001_initial": initial,
  "0002_catalog_fields": catalogFields,
  "0003_scans": scans,
  "0004_wide_integers": wideIntegers,
  "0005_gtin_lookup": gtinLookup,
  "0006_category_prints_name": categoryPrintsName,
  "0007_versions": versions,
  "0008_idempotency_keys": idempotencyKeys,
  "0009_events": events,
  "0012_format_links_until_published": formatLinksUntilPublished,
  "0013_history_heads": historyHeads,
  "0014_member_role_order": memberRoleOrder,
  "0015_expiry_instants": expiryInstants,
  "0016_claims_per_endpoint": claimsPerEndpoint,
  "0017_webhook_versions": webhookVersions,
  "0018_delivery_leases": deliveryLeases,
  "0019_media": media,
  "0020_api_keys": apiKeys,
  "0021_audit_events": auditEvents,
  "0022_history_versions": historyVersions,
  "0023_console_sign_in": consoleSignIn,
  "0024_publish_requests": publishRequests,
  "0025_business_operators": businessOperators,
  "0026_version_documents_lz4": versionDocumentsLz4,
  "0027_version_comparisons": versionComparisons
}

const run = Migrator.make({})

/**
 * Applies the pending migrations; answers the ones it applied. Safe to run
 * at every start and from several processes at once (the migrator locks
 * its table).
 */
export const migrate: Effect.Effect<
  ReadonlyArray<readonly [id: number, name: string]>,
  PersistenceUnavailable,
  SqlClient.SqlClient
> = run({ loader: Migrator.fromRecord(migrations), table: "elabel_migrations" }).pipe(
  // The operator needs the driver's detail; the error value carries only its kind.
  Effect.tapError((error) => Effect.logError("database migration failed", error)),
  Effect.mapError(
    (error) =>
      new PersistenceUnavailable({
        reason:
          error._tag === "MigrationError"
            ? `database migration failed: ${error.message}`
            : `database migration failed: storage error (${error.reason._tag})`
      })
  ),
  Effect.withSpan("elabel.migrate")
)

/** Runs the migrations when built: provide it a `SqlClient`. */
export const layerMigrations: Layer.Layer<never, PersistenceUnavailable, SqlClient.SqlClient> =
  Layer.effectDiscard(migrate)
