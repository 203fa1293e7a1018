/**
 * What the GS1 resolver tests share: the published wine, its GTIN and
 * anchor, the app it is resolved through, and the checks of linksets and
 * CORS headers.
 */
import { assert, it } from "@effect/vitest"
import { testPublicBaseUrl } from "@elabel/testkit"
import { Effect, type Layer, type Scope } from "effect"
import { gs1Wine } from "./gs1Wine.ts"
import { ReferenceDomain } from "./referenceWire.ts"
import { type Answer, openApp } from "./scanner.ts"

export const GTIN = "4006381333931"
export const GTIN14 = `0${GTIN}`
export const ANCHOR = `${testPublicBaseUrl}/01/${GTIN14}`
export const JSON_ACCEPT = { accept: "application/json" }

export type Linkset = { linkset: Array<Record<string, unknown>> }
export type Target = { href: string; title: string; type: string; hreflang?: Array<string> }

export const linksetOf = (answer: Answer) => JSON.parse(answer.text) as Linkset

export const targets = (context: Record<string, unknown> | undefined, type: string) =>
  (context?.[`https://ref.gs1.org/voc/${type}`] ?? []) as Array<Target>

export const assertCors = (answer: Answer) => {
  assert.strictEqual(answer.headers.get("access-control-allow-origin"), "*")
  assert.include(answer.headers.get("access-control-expose-headers") ?? "", "Link")
  assert.include(answer.headers.get("access-control-expose-headers") ?? "", "Location")
}

/** The app and the published wine; `ref` is the label's page ref. */
export const setup = Effect.gen(function* () {
  const app = yield* openApp()
  const label = yield* gs1Wine({ gtin: GTIN })
  return { app, ref: pageRef(label), label }
})

/** The ref of the page a GTIN resolves to: the label's default format, which carries the label's GTIN. */
export const pageRef = (label: { readonly formats: ReadonlyArray<{ readonly ref: string | null }> }) =>
  label.formats[0]?.ref ?? ""

export const gs1 = <E>(
  name: string,
  body: Effect.Effect<void, E, Scope.Scope | Layer.Success<typeof ReferenceDomain>>
) => it.effect(name, () => body.pipe(Effect.scoped, Effect.provide(ReferenceDomain)))

/** As `gs1`, on the real clock: for a test that waits on the world (a process), which a test clock would not move. */
export const gs1Live = <E>(
  name: string,
  body: Effect.Effect<void, E, Scope.Scope | Layer.Success<typeof ReferenceDomain>>
) => it.live(name, () => body.pipe(Effect.scoped, Effect.provide(ReferenceDomain)))
