/** Whether this process keeps daily statistics (`ELABEL_STATISTICS`). */
import { Config } from "effect"

/**
 * `ELABEL_STATISTICS` (default `true`): `false` keeps only the scan totals
 * of marketing codes and no daily counters or page views (the benchmark's
 * baseline; there is nothing personal to turn off: nothing per visitor is kept either way).
 */
export const statisticsConfig: Config.Config<boolean> = Config.Boolean("ELABEL_STATISTICS").pipe(
  Config.withDefault(true)
)
