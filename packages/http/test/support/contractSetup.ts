/**
 * Setup of every http test file: after its tests, the exchanges its wire
 * tests made are checked against the OpenAPI document (`openApiContract.ts`);
 * any violation fails the file with one line per violation, naming the test.
 * A file that made no exchange loads nothing of the checker.
 */
import { afterAll } from "vitest"
import { recordedExchanges } from "./exchangeRecorder.ts"

/** Writes the violations to this file instead of failing, to list them all in one run. */
const REPORT = process.env.ELABEL_CONTRACT_REPORT

afterAll(async () => {
  const exchanges = recordedExchanges()
  if (exchanges.length === 0) return
  const { violationsOf } = await import("./openApiContract.ts")
  const violations = await violationsOf(exchanges)
  if (violations.length === 0) return
  if (REPORT) {
    const { appendFileSync } = await import("node:fs")
    appendFileSync(REPORT, violations.map((line) => `${line}\n`).join(""))
    return
  }
  throw new Error(`${violations.length} exchanges break the OpenAPI contract:\n- ${violations.join("\n- ")}`)
}, 300_000)
