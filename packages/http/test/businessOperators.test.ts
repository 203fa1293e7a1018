/**
 * Business operators over the wire (issue 30, ADR 0064): the records, the
 * labels that name them (checked against the workspace), what the consumer
 * page prints for the bottler and the others, the new version a change of
 * the record records, and the delete refused while a label names it.
 */
import { assert, describe, it } from "@effect/vitest"
import { BusinessOperator } from "@elabel/domain"
import { catalogIds, createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { bodyAs, call, problemOf, WireLive, type WireResponse } from "./support/wire.ts"

const asOperator = bodyAs(BusinessOperator.BusinessOperator)

const GERMANY = catalogIds.countries.germany

const expectStatus = (response: WireResponse, status: number) =>
  Effect.sync(() => assert.strictEqual(response.status, status, response.text))

const seeded = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace()
  const foreign = yield* seedWorkspace({ name: "Foreign", owner: users.stranger, members: [] })
  const create = (workspaceId: string, body: object, as: string = users.editor) =>
    call("POST", "/v1/business-operators", { as, body: { workspace_id: workspaceId, ...body } })
  const bottler = yield* asOperator(
    yield* create(workspace.id, {
      name: "Kellerei Beispiel eG",
      street: "Weinstraße 5",
      zipcode: "67146",
      city: "Deidesheim",
      country_id: GERMANY,
      registration_number: "EMB 67146"
    })
  )
  const distributor = yield* asOperator(
    yield* create(workspace.id, { name: "Vertrieb Muster GmbH", registration_number: "DE-V-42" })
  )
  const foreignOperator = yield* asOperator(
    yield* create(foreign.workspace.id, { name: "Fremde Kellerei" }, users.stranger)
  )
  return { workspace: workspace.id, brandId, bottler, distributor, foreignOperator, create }
})

describe("business operators", () => {
  it.effect("are created, read, listed, updated and deleted; a country must be catalogued", () =>
    Effect.gen(function* () {
      const { workspace, bottler, distributor, create } = yield* seeded
      assert.deepStrictEqual(
        { ...bottler, id: "", workspace_id: "" },
        {
          id: "",
          workspace_id: "",
          name: "Kellerei Beispiel eG",
          street: "Weinstraße 5",
          zipcode: "67146",
          city: "Deidesheim",
          country_id: GERMANY,
          registration_number: "EMB 67146",
          version: 1
        }
      )
      const read = yield* call("GET", `/v1/business-operators/${bottler.id}`, { as: users.viewer })
      assert.deepStrictEqual(yield* asOperator(read), bottler)
      const listed = yield* call("GET", `/v1/business-operators?workspace_id=${workspace}`, { as: users.viewer })
      assert.deepStrictEqual(
        (listed.json as { items: ReadonlyArray<{ id: string }> }).items.map((item) => item.id),
        [bottler.id, distributor.id]
      )
      const unknownCountry = yield* create(workspace, { name: "Nowhere", country_id: crypto.randomUUID() })
      yield* expectStatus(unknownCountry, 400)
      assert.strictEqual((yield* problemOf(unknownCountry)).errors?.[0]?.path, "country_id")
      const patched = yield* call("PATCH", `/v1/business-operators/${distributor.id}`, {
        as: users.editor,
        body: { city: "Neustadt", registration_number: null }
      })
      assert.deepStrictEqual(yield* asOperator(patched), {
        ...distributor,
        city: "Neustadt",
        registration_number: null,
        version: 2
      })
      yield* expectStatus(yield* call("DELETE", `/v1/business-operators/${distributor.id}`, { as: users.editor }), 204)
      yield* expectStatus(yield* call("GET", `/v1/business-operators/${distributor.id}`, { as: users.owner }), 404)
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("a label names operators of its own workspace only: another's or an unknown id is 400 at its field", () =>
    Effect.gen(function* () {
      const { workspace, brandId, foreignOperator, bottler } = yield* seeded
      const label = yield* createCompleteLabel(users.owner, workspace as never, brandId, {})
      const refused = yield* call("PATCH", `/v1/labels/${label.id}`, {
        as: users.editor,
        body: { bottler_id: foreignOperator.id, ppwr_importer_id: crypto.randomUUID(), distributor_id: bottler.id }
      })
      yield* expectStatus(refused, 400)
      const paths = ((yield* problemOf(refused)).errors ?? []).map((error) => error.path).sort()
      assert.deepStrictEqual(paths, ["bottler_id", "ppwr_importer_id"])
      const unchanged = yield* call("GET", `/v1/labels/${label.id}`, { as: users.owner })
      assert.strictEqual((unchanged.json as { distributor_id: string | null }).distributor_id, null)
    }).pipe(Effect.provide(WireLive))
  )

  it.effect(
    "the page prints the bottler's name and address and the distributor's number; a change records a version",
    () =>
      Effect.gen(function* () {
        const { workspace, brandId, bottler, distributor } = yield* seeded
        const label = yield* createCompleteLabel(users.owner, workspace as never, brandId, { quantity: 750 })
        yield* expectStatus(
          yield* call("PATCH", `/v1/labels/${label.id}`, {
            as: users.editor,
            body: { bottler_id: bottler.id, distributor_id: distributor.id, distributor_number_only: true }
          }),
          200
        )
        yield* expectStatus(yield* call("POST", `/v1/labels/${label.id}/publish`, { as: users.owner }), 200)
        const page = yield* call("GET", `/l/${label.ref}?lang=de`)
        assert.include(
          page.text,
          "<dt>Abfüller</dt><dd>Kellerei Beispiel eG<br>Weinstraße 5, 67146 Deidesheim, Deutschland<br>EMB 67146</dd>"
        )
        assert.include(page.text, "<dd>DE-V-42</dd>")
        assert.notInclude(page.text, "Vertrieb Muster GmbH")

        // An importer's name is escaped; a hidden manufacturer prints nothing, though its record is there.
        const importer = yield* asOperator(
          yield* call("POST", "/v1/business-operators", {
            as: users.editor,
            body: { workspace_id: workspace, name: "Import & Söhne <AB>", city: "Malmö" }
          })
        )
        yield* expectStatus(
          yield* call("PATCH", `/v1/labels/${label.id}`, {
            as: users.editor,
            body: { ppwr_importer_id: importer.id, ppwr_manufacturer_id: bottler.id, hide_ppwr_manufacturer: true }
          }),
          200
        )
        const more = yield* call("GET", `/l/${label.ref}?lang=en`)
        assert.include(more.text, "<dt>Importer</dt><dd>Import &amp; Söhne &lt;AB&gt;<br>Malmö</dd>")
        assert.notInclude(more.text, "<dt>Manufacturer</dt>")

        const renamed = yield* call("PATCH", `/v1/business-operators/${bottler.id}`, {
          as: users.editor,
          body: { name: "Winzergenossenschaft Beispiel eG" }
        })
        yield* expectStatus(renamed, 200)
        const after = yield* call("GET", `/l/${label.ref}?lang=de`)
        assert.include(after.text, "<dd>Winzergenossenschaft Beispiel eG<br>")
        const versions = yield* call("GET", `/v1/labels/${label.id}/versions`, { as: users.viewer })
        assert.deepStrictEqual(
          (versions.json as { items: ReadonlyArray<{ version: number }> }).items.map((item) => item.version).sort(),
          [1, 2, 3]
        )
        const first = yield* call("GET", `/v1/labels/${label.id}/versions/1/page?lang=de`, { as: users.viewer })
        assert.include(first.text, "<dd>Kellerei Beispiel eG<br>")

        const inUse = yield* call("DELETE", `/v1/business-operators/${bottler.id}`, { as: users.editor })
        yield* expectStatus(inUse, 409)
        assert.include((yield* problemOf(inUse)).detail ?? "", "named by a label")
        yield* expectStatus(
          yield* call("PATCH", `/v1/labels/${label.id}`, {
            as: users.editor,
            body: { bottler_id: null, ppwr_manufacturer_id: null }
          }),
          200
        )
        yield* expectStatus(yield* call("DELETE", `/v1/business-operators/${bottler.id}`, { as: users.editor }), 204)
      }).pipe(Effect.provide(WireLive))
  )
})
