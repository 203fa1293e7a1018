import { Brands, Labels, UserId, WorkspaceAdmin } from "@elabel/domain"
import { layerDomainMemory } from "@elabel/persistence"
import { Effect } from "effect"

const alice = UserId.make("alice")

/** Creates a workspace for Alice and a label with a 750 ml default format. */
export const program = Effect.gen(function* () {
  const workspace = yield* (yield* WorkspaceAdmin).create({ name: "Weingut Beispiel", owner: alice })
  const brands = yield* (yield* Brands).list(alice, { workspace_id: workspace.id }, { limit: 1, offset: 0 })
  const labels = yield* Labels
  return yield* labels.create(alice, {
    workspace_id: workspace.id,
    brand_id: brands.items[0]!.id,
    name: "Riesling Kabinett",
    vintage: "2024",
    quantity: 750
  })
})

// Swap layerDomainMemory() for the PostgreSQL or embedded adapter in production.
if (import.meta.main) {
  Effect.runPromise(program.pipe(Effect.provide(layerDomainMemory()))).then((label) => console.log(label))
}
