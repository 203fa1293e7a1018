/**
 * How the SQL adapters turn driver failures into domain errors: every
 * `SqlError` becomes `PersistenceUnavailable` (naming the operation and the
 * kind of failure, never the SQL or its values), a clash in the public ref
 * namespace becomes `Conflict`, and idempotent reads are retried on
 * transient failures first.
 */
import { Conflict, PersistenceUnavailable } from "@elabel/domain"
import { Effect, Schedule } from "effect"
import { isSqlError, type SqlError } from "effect/sql/SqlError"
import { countRetryableReadFailure } from "./SqlMetrics.ts"

/** The constraint that keeps refs unique across labels, formats and marketing codes. */
export const PUBLIC_REFS_PKEY = "public_refs_pkey"

/** Retries after the first attempt for reads failing with a retryable error (lost connection, serialization). */
const READ_RETRIES = 2

/**
 * Failures of a reachable database that a concurrent transaction caused: the transaction may run again
 * (40P01, 40001, and 23505 when a concurrent insert took the key between a read and a write; a ref taken
 * in the public namespace is a refusal, `Conflict`, mapped before this).
 */
const CONTENDED: ReadonlySet<string> = new Set(["DeadlockError", "SerializationError", "UniqueViolation"])

/** Whether a driver error is contention between transactions rather than an unreachable database. */
export const isContention = (error: SqlError): boolean => CONTENDED.has(error.reason._tag)

/** The domain error for a failed SQL operation; the driver's message stays in the log. */
export const unavailable = (operation: string, error: SqlError): PersistenceUnavailable =>
  new PersistenceUnavailable({
    reason: `${operation} failed: storage error (${error.reason._tag})`,
    ...(isContention(error) ? { contended: true } : {})
  })

/** The server's own words (e.g. which constraint failed) for the operator's log; never the statement. */
const serverMessage = (error: SqlError): string =>
  error.reason.cause instanceof Error ? error.reason.cause.message : error.message

const logged = (operation: string) => (error: SqlError) =>
  Effect.logWarning("SQL operation failed").pipe(
    Effect.annotateLogs({ operation, reason: error.reason._tag, message: serverMessage(error) })
  )

/** A write: its `SqlError` becomes `PersistenceUnavailable`. */
export const write =
  (operation: string) =>
  <A, E, R>(
    self: Effect.Effect<A, E | SqlError, R>
  ): Effect.Effect<A, Exclude<E, SqlError> | PersistenceUnavailable, R> =>
    self.pipe(
      Effect.tapError((error) => (isSqlError(error) ? logged(operation)(error) : Effect.void)),
      Effect.catchIf(isSqlError, (error) => Effect.fail(unavailable(operation, error)))
    ) as Effect.Effect<A, Exclude<E, SqlError> | PersistenceUnavailable, R>

/** An idempotent read: retried a couple of times on retryable errors, then mapped like a write. */
export const read =
  (operation: string) =>
  <A, R>(self: Effect.Effect<A, SqlError, R>): Effect.Effect<A, PersistenceUnavailable, R> =>
    self.pipe(
      Effect.tapError((error) => (error.isRetryable ? countRetryableReadFailure : Effect.void)),
      Effect.retry({
        times: READ_RETRIES,
        while: (error) => error.isRetryable,
        schedule: Schedule.exponential("20 millis")
      }),
      write(operation)
    )

/** Whether a failure is the public ref namespace refusing a taken ref. */
export const isRefTaken = (error: unknown): boolean =>
  isSqlError(error) && error.reason._tag === "UniqueViolation" && error.reason.constraint === PUBLIC_REFS_PKEY

/** A write that claims refs: a taken ref becomes `Conflict`, any other `SqlError` `PersistenceUnavailable`. */
export const claimingWrite =
  (operation: string) =>
  <A, R>(self: Effect.Effect<A, SqlError, R>): Effect.Effect<A, Conflict | PersistenceUnavailable, R> =>
    self.pipe(
      Effect.catchIf(isRefTaken, () => Effect.fail(new Conflict({ reason: "ref already taken" }))),
      write(operation)
    )

/**
 * The methods of an adapter, each run in a span named `<adapter>.<method>`
 * (ADR 0023): what a trace shows of storage.
 */
export const withSpans = <
  const Methods extends Record<string, (...args: never[]) => Effect.Effect<unknown, unknown, unknown>>
>(
  adapter: string,
  methods: Methods
): Methods =>
  Object.fromEntries(
    Object.entries(methods).map(([name, method]) => [
      name,
      (...args: never[]) => Effect.withSpan(method(...args), `${adapter}.${name}`)
    ])
  ) as Methods
