import { DateTime, Effect } from "effect"

/** Now as an ISO 8601 UTC timestamp with milliseconds, from Effect's Clock (so tests can fix time). */
export const currentTimestamp: Effect.Effect<string> = Effect.map(DateTime.now, DateTime.formatIso)
