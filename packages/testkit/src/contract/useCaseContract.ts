/**
 * The domain's use cases on the store, with real id and ref generators: the
 * ports composed as the service composes them (a transaction around each
 * use case, refs claimed and retried), not one port at a time.
 */
import { assert, describe } from "@effect/vitest"
import {
  Brands,
  domainServicesLayer,
  IdGenerator,
  Labels,
  MarketingQrCodes,
  Ref,
  RefGenerator,
  UserId,
  WorkspaceAdmin
} from "@elabel/domain"
import { Effect, Layer } from "effect"
import { completeLabel } from "../completeLabel.ts"
import { freshRef, uuid } from "./records.ts"
import { type ContractIt, page } from "./support.ts"

/** Registers the use case tests on `it`. */
export const useCaseContract = (it: ContractIt): void => {
  describe("use cases", () => {
    it.effect("create, duplicate and publish a label, refuse a taken ref, publish a marketing code", () =>
      Effect.gen(function* () {
        const owner = UserId.make(`owner-${uuid()}`)
        const workspace = yield* (yield* WorkspaceAdmin).create({ name: "Weingut SQL", plan: "pro", owner })
        const brands = yield* (yield* Brands).list(owner, { workspace_id: workspace.id }, page(10))
        const labels = yield* Labels
        const ref = Ref.make(freshRef("own"))
        const input = { workspace_id: workspace.id, brand_id: brands.items[0]!.id, name: "Riesling", quantity: 750 }
        const label = yield* labels.create(owner, { ...input, ref })
        assert.strictEqual(label.default_format_id, label.formats[0]?.id)
        const taken = yield* labels.create(owner, { ...input, ref }).pipe(Effect.flip)
        assert.strictEqual(taken._tag, "Conflict")
        const copy = yield* labels.duplicate(owner, label.id, { name: "Riesling (Kopie)" })
        // The copy lacks the mandatory particulars: the gate refuses it on every store, until they are there.
        assert.strictEqual((yield* labels.publish(owner, copy.id).pipe(Effect.flip))._tag, "LabelIncomplete")
        yield* completeLabel(owner, copy.id)
        const published = yield* labels.publish(owner, copy.id)
        assert.isTrue(published.is_published)
        assert.strictEqual(published.formats.length, 1)
        const codes = yield* MarketingQrCodes
        const code = yield* codes.create(owner, { workspace_id: workspace.id, url: "https://example.com" })
        assert.isTrue((yield* codes.publish(owner, code.id)).is_published)
        const listed = yield* labels.list(owner, {}, page(10))
        assert.deepStrictEqual(
          listed.items.map((item) => item.name),
          ["Riesling", "Riesling (Kopie)"]
        )
      }).pipe(
        Effect.provide(domainServicesLayer.pipe(Layer.provide(Layer.mergeAll(IdGenerator.layer, RefGenerator.layer))))
      )
    )
  })
}
