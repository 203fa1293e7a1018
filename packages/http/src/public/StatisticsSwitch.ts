/** Whether this process keeps daily statistics (`ELABEL_STATISTICS`). */
import type { Config } from "effect"
import { booleanVariable } from "../protocol/ConfigVariables.ts"

/**
 * `ELABEL_STATISTICS` (default `true`): `false` keeps only the scan totals
 * of marketing codes and no daily counters or page views (the benchmark's
 * baseline; there is nothing personal to turn off: nothing per visitor is kept either way).
 */
export const statisticsConfig: Config.Config<boolean> = booleanVariable("ELABEL_STATISTICS", true)
