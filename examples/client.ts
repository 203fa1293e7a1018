import { ElabelClient } from "@elabel/http/client"
import { Effect } from "effect"

/** Lists the caller's workspaces and creates a draft label in the first one, through the running server. */
export const program = Effect.gen(function* () {
  const client = yield* ElabelClient
  const workspaces = yield* client.workspaces.list({ query: {} })
  const workspace = workspaces.items[0]
  if (workspace === undefined) return yield* Effect.fail("this token's user belongs to no workspace")
  const brands = yield* client.brands.list({ query: { workspace_id: workspace.id, limit: 1 } })
  const label = yield* client.labels.create({
    payload: { workspace_id: workspace.id, brand_id: brands.items[0]!.id, name: "Riesling Kabinett", quantity: 750 }
  })
  return { workspace: workspace.name, label: label.id, formats: label.formats.length }
})

// Every declared problem is a typed error: e.g. Effect.catchTag("NotFoundProblem", …).
if (import.meta.main) {
  const options = { baseUrl: process.env.API ?? "http://127.0.0.1:3000", token: process.env.TOKEN ?? "" }
  Effect.runPromise(program.pipe(Effect.provide(ElabelClient.layer(options)))).then((result) => console.log(result))
}
