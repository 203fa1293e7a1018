/**
 * The examples of the OpenAPI document are requests the server takes: the
 * body examples decode with the domain Schemas the server uses (strict), the
 * import examples run as a dry run without a failing row, the webhook
 * examples are payloads as the service writes them, and the marketing code
 * example does not expire.
 */
import { assert, describe, it } from "@effect/vitest"
import { Brand, Format, Label, LabelChildren, MarketingQrCode, Primitives, Translation, Webhook } from "@elabel/domain"
import { seedWorkspace, users } from "@elabel/testkit"
import { Effect, Schema } from "effect"
import { OpenApi } from "effect/http-api"
import { ElabelApi } from "../src/api/index.ts"
import { bodyExamples, importExamples } from "../src/api/OpenApiExamples.ts"
import { ReferenceAppWire } from "./support/referenceWire.ts"
import { call } from "./support/wire.ts"

interface MediaType {
  readonly example?: unknown
}

const spec = OpenApi.fromApi(ElabelApi) as unknown as {
  paths: Record<string, Record<string, { requestBody: { content: Record<string, MediaType> } }>>
  webhooks: Record<string, { post: { requestBody: { content: Record<string, MediaType> } } }>
  components: { schemas: Record<string, { examples?: ReadonlyArray<unknown> }> }
}

const accepts = (schema: Schema.Top, example: unknown): string =>
  Schema.decodeUnknownExit(schema as Schema.Codec<unknown, unknown>)(example, Primitives.strictParseOptions)._tag

describe("OpenAPI examples", () => {
  it("shows body examples the server accepts", () => {
    const schemas: Record<string, Schema.Top> = {
      LabelCreate: Label.LabelCreate,
      LabelPatch: Label.LabelPatch,
      LabelDuplicate: Label.LabelDuplicate,
      FormatCreate: Format.FormatCreate,
      FormatPatch: Format.FormatPatch,
      BrandCreate: Brand.BrandCreate,
      BrandPatch: Brand.BrandPatch,
      QrCodeCreate: MarketingQrCode.QrCodeCreate,
      QrCodePatch: MarketingQrCode.QrCodePatch,
      TranslationPut: Translation.TranslationPut,
      IngredientsPut: LabelChildren.IngredientsPut
    }
    assert.sameMembers(Object.keys(bodyExamples), Object.keys(schemas))
    for (const [name, schema] of Object.entries(schemas)) {
      assert.strictEqual(accepts(schema, bodyExamples[name]), "Success", name)
      assert.deepStrictEqual(spec.components.schemas[name]?.examples, [bodyExamples[name]])
    }
  })

  it("gives the marketing code an expiry far ahead: a code created from it redirects to its url, not expired_url", () => {
    const { expires_at } = bodyExamples.QrCodeCreate as { readonly expires_at: string }
    // Decades ahead of any clock this service will run on.
    assert.isAbove(Date.parse(expires_at), Date.parse("2090-01-01T00:00:00Z"))
  })

  it("shows each webhook's payload as the service writes it", () => {
    for (const type of Webhook.EVENT_TYPES) {
      const example = spec.webhooks[type]?.post.requestBody.content["application/json"]?.example
      assert.strictEqual(accepts(Webhook.EventPayload, example), "Success", type)
      assert.strictEqual((example as { type: string }).type, type)
    }
  })

  it.effect("shows import bodies, CSV and JSON, that a dry run takes without a failing row", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const content = spec.paths["/v1/workspaces/{id}/imports"]?.post?.requestBody.content ?? {}
      for (const [media, example] of Object.entries(importExamples)) {
        assert.deepStrictEqual(content[media]?.example, example, media)
        const dry = yield* call("POST", `/v1/workspaces/${workspace.id}/imports?dry_run=true`, {
          as: users.editor,
          rawBody: typeof example === "string" ? example : JSON.stringify(example),
          headers: { "content-type": media }
        })
        assert.strictEqual(dry.status, 200, dry.text)
        const rows = (dry.json as { rows: ReadonlyArray<{ action: string }> }).rows
        assert.isAbove(rows.length, 0, media)
        assert.deepStrictEqual(
          rows.map((row) => row.action),
          rows.map(() => "create"),
          `${media}: ${dry.text}`
        )
      }
    }).pipe(Effect.provide(ReferenceAppWire))
  )
})
