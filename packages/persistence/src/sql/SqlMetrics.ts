/**
 * The database's metrics (issue 31, item 1; ADR 0047), as Effect metrics in
 * the default registry, which the server's `/metrics` reads: transactions
 * that failed by the driver's reason, reads retried after a retryable error,
 * and each replica's lag behind the primary and whether it is in use.
 */
import { Effect, Metric } from "effect"

const failedTransactions = Metric.counter("elabel_db_transactions_failed_total", {
  description: "Transactions the database refused or lost, by the driver's reason (a taken ref is not counted)",
  incremental: true
})

/** Counts a failed transaction of `reason` (the driver's error tag). */
export const countFailedTransaction = (reason: string): Effect.Effect<void> =>
  Metric.update(Metric.withAttributes(failedTransactions, { reason }), 1)

const retryableReadFailures = Metric.counter("elabel_db_read_retryable_failures_total", {
  description:
    "Attempts of idempotent reads that failed with a retryable error (lost connection, serialization failure); " +
    "retried twice before the read fails",
  incremental: true
})

/** Counts one attempt of a read that failed with a retryable error. */
export const countRetryableReadFailure: Effect.Effect<void> = Metric.update(retryableReadFailures, 1)

const replicaLag = Metric.gauge("elabel_replica_lag_bytes", {
  description: "WAL bytes the replica has yet to replay of what the primary had written `maxLag` ago (0: caught up)"
})
const replicaInUse = Metric.gauge("elabel_replica_in_use", {
  description: "1 when the replica serves public lookups, 0 when it is behind or does not answer"
})

/** Records replica `index`'s lag (undefined: unknown) and whether it is in use. */
export const recordReplica = (index: number, lagBytes: number | undefined, inUse: boolean): Effect.Effect<void> => {
  const replica = { replica: String(index + 1) }
  return Effect.andThen(
    lagBytes === undefined ? Effect.void : Metric.update(Metric.withAttributes(replicaLag, replica), lagBytes),
    Metric.update(Metric.withAttributes(replicaInUse, replica), inUse ? 1 : 0)
  )
}
