/**
 * Publish, unpublish and delete decide from the resource as they read it.
 * Another writer may commit between that read and the write (another
 * process, under READ COMMITTED): here a repository wrapper lets one such
 * write land just before the use case's first write. The decision is then
 * taken again on a fresh read: the other write is neither lost nor
 * overridden. With `If-Match` the write answers `PreconditionFailed`
 * instead, and a stale `If-Match` is refused even when there is nothing to do.
 * (On the memory store the interloping write joins the use case's
 * transaction, so a refusal takes it back too; `conditionalWritesPostgres.test.ts`
 * in the HTTP package races real server processes on PostgreSQL.)
 */
import { assert, describe, it } from "@effect/vitest"
import {
  Brands,
  domainServicesLayer,
  LabelRepository,
  Labels,
  MarketingQrCodeRepository,
  MarketingQrCodes,
  type QrCodeId,
  WriteCondition,
  writeCondition
} from "@elabel/domain"
import { layerMemory } from "@elabel/persistence"
import {
  catalogFixture,
  createCompleteLabel,
  createQrCode,
  seedWorkspace,
  TestIds,
  testPublicBaseUrl,
  users
} from "@elabel/testkit"
import { Context, Effect, Layer, Option } from "effect"
import { failsWith } from "./support.ts"

/** What an interloping write may use: the unwrapped repositories. */
interface Inner {
  readonly codes: MarketingQrCodeRepository["Service"]
  readonly labels: LabelRepository["Service"]
}

/**
 * The test domain over memory storage whose QR code and label repositories
 * run the armed write (once) just before their next write.
 */
const racing = () => {
  let armed: ((inner: Inner) => Effect.Effect<unknown, unknown>) | undefined
  const storage = Layer.mergeAll(layerMemory({ catalog: catalogFixture }), TestIds)
  const repositories = Layer.effectContext(
    Effect.gen(function* () {
      const inner: Inner = { codes: yield* MarketingQrCodeRepository, labels: yield* LabelRepository }
      const first = <A, E>(self: Effect.Effect<A, E>) =>
        Effect.suspend(() => {
          const write = armed
          armed = undefined
          return write === undefined ? self : Effect.andThen(Effect.orDie(write(inner)), self)
        })
      const { codes, labels } = inner
      return Context.make(
        MarketingQrCodeRepository,
        MarketingQrCodeRepository.of({
          ...codes,
          update: (...args) => first(codes.update(...args)),
          publishWithinQuota: (...args) => first(codes.publishWithinQuota(...args))
        })
      ).pipe(
        Context.add(
          LabelRepository,
          LabelRepository.of({
            ...labels,
            update: (...args) => first(labels.update(...args)),
            // The first write of a label's write unit: its row, conditional on what the unit read.
            writeRow: (...args) => first(labels.writeRow(...args))
          })
        )
      )
    })
  ).pipe(Layer.provide(storage))
  const layer = domainServicesLayer.pipe(Layer.provideMerge(Layer.merge(storage, repositories)))
  const arm = (write: (inner: Inner) => Effect.Effect<unknown, unknown>) => {
    armed = write
  }
  return { layer, arm }
}

/** Runs a test on a fresh `racing()` domain, handing it the means to arm the interloping write. */
const raced = <A, E, R>(test: (arm: ReturnType<typeof racing>["arm"]) => Effect.Effect<A, E, R>) => {
  const race = racing()
  return test(race.arm).pipe(Effect.provide(race.layer))
}

/** Runs `self` as a request with `If-Match` naming `versions`. */
const ifMatch =
  (...versions: ReadonlyArray<number>) =>
  <A, E, R>(self: Effect.Effect<A, E, R>) =>
    Effect.provideService(self, WriteCondition, writeCondition(versions))

/** A draft marketing code in a `pro` workspace (marketing included). */
const draftCode = Effect.gen(function* () {
  const { workspace } = yield* seedWorkspace({ plan: "pro" })
  return yield* createQrCode(users.editor, workspace.id, { url: "https://shop.example/spring" })
})

const patchedUrl = "https://shop.example/autumn"

describe("a marketing code's publish, unpublish and delete decide on the code as it is", () => {
  it.effect("a url changed between publish's read and its write stays, and the code is published", () =>
    raced((arm) =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodes
        const draft = yield* draftCode
        arm(({ codes }) => codes.update(draft.id, { url: patchedUrl }))
        const published = yield* codes.publish(users.editor, draft.id)
        assert.isTrue(published.is_published)
        assert.strictEqual(published.url, patchedUrl)
        assert.strictEqual(published.short_url, `${testPublicBaseUrl}/q/${yield* findRef(draft.id)}`)
        assert.deepStrictEqual(yield* codes.get(users.editor, draft.id), published)
        assert.strictEqual(published.version, draft.version + 2)
      })
    )
  )

  it.effect("with If-Match, a change between read and write answers PreconditionFailed and publishes nothing", () =>
    raced((arm) =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodes
        const draft = yield* draftCode
        arm(({ codes }) => codes.update(draft.id, { url: patchedUrl }))
        yield* failsWith(codes.publish(users.editor, draft.id).pipe(ifMatch(draft.version)), "PreconditionFailed")
        assert.isFalse((yield* codes.get(users.editor, draft.id)).is_published)
      })
    )
  )

  it.effect("a stale If-Match is refused even when publish or unpublish has nothing to do", () =>
    raced(() =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodes
        const draft = yield* draftCode
        yield* failsWith(codes.unpublish(users.editor, draft.id).pipe(ifMatch(draft.version + 1)), "PreconditionFailed")
        const published = yield* codes.publish(users.editor, draft.id).pipe(ifMatch(draft.version))
        yield* failsWith(codes.publish(users.editor, draft.id).pipe(ifMatch(draft.version)), "PreconditionFailed")
        assert.deepStrictEqual(yield* codes.publish(users.editor, draft.id).pipe(ifMatch(published.version)), published)
      })
    )
  )

  it.effect("a code published between delete's read and its write is not deleted", () =>
    raced((arm) =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodes
        const draft = yield* draftCode
        arm(({ codes }) => codes.publishWithinQuota(draft, { is_published: true }, null))
        yield* failsWith(codes.delete(users.editor, draft.id), "Conflict")
        yield* codes.get(users.editor, draft.id)
      })
    )
  )
})

describe("labels and brands decide publish and unpublish on what they read", () => {
  it.effect("a label made incomplete between publish's read and its write is refused, not published", () =>
    raced((arm) =>
      Effect.gen(function* () {
        const labels = yield* Labels
        const { workspace, brandId } = yield* seedWorkspace()
        const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
        arm(({ labels }) => labels.update(label.id, { protein_negligible: false }))
        const refused = yield* failsWith(labels.publish(users.editor, label.id), "LabelIncomplete")
        assert.deepStrictEqual(
          refused.errors.map((issue) => issue.code),
          ["protein-missing"]
        )
        assert.isFalse((yield* labels.get(users.editor, label.id)).is_published)
      })
    )
  )

  it.effect("a stale If-Match is refused by a label's and a brand's publish and unpublish, also when idle", () =>
    raced(() =>
      Effect.gen(function* () {
        const labels = yield* Labels
        const brands = yield* Brands
        const { workspace, brandId } = yield* seedWorkspace()
        const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
        yield* failsWith(
          labels.unpublish(users.editor, label.id).pipe(ifMatch(label.version - 1)),
          "PreconditionFailed"
        )
        const published = yield* labels.publish(users.editor, label.id).pipe(ifMatch(label.version))
        assert.isTrue(published.is_published)
        yield* failsWith(labels.publish(users.editor, label.id).pipe(ifMatch(label.version)), "PreconditionFailed")
        const brand = yield* brands.get(users.editor, brandId)
        yield* failsWith(brands.publish(users.editor, brandId).pipe(ifMatch(brand.version + 1)), "PreconditionFailed")
        const shown = yield* brands.publish(users.editor, brandId).pipe(ifMatch(brand.version))
        yield* failsWith(brands.publish(users.editor, brandId).pipe(ifMatch(brand.version)), "PreconditionFailed")
        assert.deepStrictEqual(yield* brands.publish(users.editor, brandId).pipe(ifMatch(shown.version)), shown)
      })
    )
  )
})

/** The stored ref of a code (the resource does not show it). */
const findRef = (id: QrCodeId) =>
  Effect.map(
    MarketingQrCodeRepository.use((codes) => codes.findById(id)),
    (code) => Option.getOrThrow(code).ref
  )
