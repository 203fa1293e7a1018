/**
 * A stored version whose document does not decode (a row edited behind the
 * service's back, or written in a format this code does not know) is a
 * clear 500 `internal` problem, logged with the label and the version: never
 * a page with facts missing, from `/l/{ref}` and from the version's page of
 * the history alike. The history still shows the document as stored.
 */
import { assert, describe, it } from "@effect/vitest"
import { domainServicesLayer, Labels, type LabelVersion, LabelVersionRepository } from "@elabel/domain"
import { layerMemory } from "@elabel/persistence"
import { catalogFixture, createCompleteLabel, seedWorkspace, TestIds, users } from "@elabel/testkit"
import { Cause, Effect, Layer, Logger, Option } from "effect"
import { openApp } from "./support/scanner.ts"

/** The versions whose stored document reads back altered, by `label_id/version`. */
const altered = new Map<string, (document: string) => string>()

const alter = (stored: LabelVersion.StoredLabelVersion): LabelVersion.StoredLabelVersion => {
  const change = altered.get(`${stored.label_id}/${stored.version}`)
  return change === undefined ? stored : { ...stored, document: change(stored.document) }
}

/** The memory version store, its reads passed through `alter`. */
const AlteringVersions = Layer.effect(
  LabelVersionRepository,
  Effect.gen(function* () {
    const stored = yield* LabelVersionRepository
    const one = Option.map(alter)
    return LabelVersionRepository.of({
      ...stored,
      latest: (label) => Effect.map(stored.latest(label), one),
      latestByRef: (ref) => Effect.map(stored.latestByRef(ref), one),
      get: (label, version) => Effect.map(stored.get(label, version), one),
      list: (label, page) => Effect.map(stored.list(label, page), (found) => found.map(alter))
    })
  })
)

const AlteringLayer = domainServicesLayer.pipe(
  Layer.provideMerge(AlteringVersions),
  Layer.provideMerge(Layer.mergeAll(layerMemory({ catalog: catalogFixture }), TestIds))
)

/** Collects what is logged, causes included. */
const collect = (logged: Array<string>) =>
  Logger.layer([
    Logger.make((options) => {
      logged.push(`${String(options.message)} ${Cause.pretty(options.cause)}`)
    })
  ])

const published = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace()
  const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750, locale: "en" })
  yield* (yield* Labels).publish(users.editor, label.id)
  return label
})

describe("a stored version that does not decode", () => {
  for (const [what, change, mark] of [
    ["a printed field taken away", (document: string) => document.replace('"name":"', '"nom":"'), '"nom":'],
    [
      "a format this code does not know",
      (document: string) => document.replace(/elabel-version\/\d+/, "elabel-version/9"),
      "elabel-version/9"
    ]
  ] as const) {
    it.effect(
      `(${what}) answers 500 internal on /l/{ref} and on the version's page, logged with label and version`,
      () =>
        Effect.gen(function* () {
          const logged: Array<string> = []
          const app = yield* openApp()
          const label = yield* published
          altered.set(`${label.id}/1`, change)

          for (const path of [`/l/${label.ref}`, `/l/${label.ref}?lang=de`, `/v1/labels/${label.id}/versions/1/page`]) {
            logged.length = 0
            const answer = yield* app
              .send("GET", path, path.startsWith("/v1") ? { as: users.viewer } : {})
              .pipe(Effect.provide(collect(logged)))
            assert.strictEqual(answer.status, 500, path)
            assert.strictEqual(answer.headers.get("content-type"), "application/problem+json", path)
            const problem = JSON.parse(answer.text) as { type: string; instance: string }
            assert.strictEqual(problem.type, "/problems/internal", path)
            assert.notInclude(answer.text, "Riesling", path)
            const line = logged.find((entry) => entry.includes(problem.instance)) ?? ""
            assert.include(line, `label ${label.id} version 1 does not decode`, path)
          }

          // The history shows the document as it was stored (what its hash covers), for whoever looks into it.
          const detail = yield* app.send("GET", `/v1/labels/${label.id}/versions/1`, { as: users.viewer })
          assert.strictEqual(detail.status, 200)
          assert.include(detail.text, mark)
        }).pipe(Effect.provide(AlteringLayer))
    )
  }
})
