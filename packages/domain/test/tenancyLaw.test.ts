/**
 * The tenancy law: against another workspace's labels, formats, brands, QR
 * codes, translations, child lists and publish operations, a stranger (no
 * membership) always gets NotFound (NotAMember when creating), a viewer
 * reads but gets NotWritable on every write, and the owner's data is
 * exactly as before.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  type BrandId,
  Brands,
  type DomainServices,
  type FormatId,
  Formats,
  type LabelId,
  Labels,
  Locale,
  MarketingQrCodes,
  type QrCodeId,
  Ref,
  type UserId,
  type WorkspaceId,
  Workspaces
} from "@elabel/domain"
import {
  certificationsPut,
  createBrand,
  createCompleteLabel,
  createQrCode,
  grapeVarietiesPut,
  ingredientsPut,
  labelDuplicate,
  labelPatch,
  packagingsPut,
  qrCodePatch,
  seedWorkspace,
  TestLayer,
  translationPut,
  users,
  validBrandCreate,
  validChildren,
  validFormatCreate,
  validLabelCreate,
  validQrCodeCreate
} from "@elabel/testkit"
import { Arbitrary, Effect, Schema } from "effect"
import { tick } from "./support.ts"

/** The owner's workspace and two of each of its resources. */
interface Victim {
  readonly workspace: WorkspaceId
  readonly labels: readonly [LabelId, LabelId]
  readonly formats: readonly [FormatId, FormatId]
  readonly brands: readonly [BrandId, BrandId]
  readonly codes: readonly [QrCodeId, QrCodeId]
}

const page = { limit: 100, offset: 0 }

/** A workspace of `users.owner` with `users.viewer` as its only other member, and resources in every state. */
const victim = Effect.gen(function* () {
  const labels = yield* Labels
  const { workspace, brandId } = yield* seedWorkspace({ plan: "pro", members: [[users.viewer, "viewer"]] })
  const brand = yield* createBrand(users.owner, workspace.id)
  const published = yield* createCompleteLabel(users.owner, workspace.id, brandId, { quantity: 750 })
  const format = yield* (yield* Formats).add(users.owner, published.id, validFormatCreate())
  yield* labels.putTranslation(users.owner, published.id, "de", { description: "Trocken" })
  yield* labels.putGrapeVarieties(users.owner, published.id, validChildren.grape_varieties)
  yield* labels.putIngredients(users.owner, published.id, validChildren.ingredients)
  yield* labels.publish(users.owner, published.id)
  const draft = yield* createCompleteLabel(users.owner, workspace.id, brand.id, { gtin: "96385074" })
  const live = yield* createQrCode(users.owner, workspace.id)
  yield* (yield* MarketingQrCodes).publish(users.owner, live.id)
  const code = yield* createQrCode(users.owner, workspace.id)
  return {
    workspace: workspace.id,
    labels: [published.id, draft.id],
    formats: [format.id, draft.formats[0]!.id],
    brands: [brandId, brand.id],
    codes: [live.id, code.id]
  } satisfies Victim
})

/** Everything of the workspace its owner can see. */
const snapshot = (v: Victim) =>
  Effect.gen(function* () {
    const labels = yield* Labels
    const formats = yield* Formats
    const filter = { workspace_id: v.workspace }
    return {
      workspace: yield* (yield* Workspaces).get(users.owner, filter.workspace_id),
      labels: yield* labels.list(users.owner, filter, page),
      children: yield* Effect.forEach(v.labels, (id) => labels.children(users.owner, id)),
      formats: yield* Effect.forEach(v.formats, (id) => formats.get(users.owner, id)),
      brands: yield* (yield* Brands).list(users.owner, filter, page),
      codes: yield* (yield* MarketingQrCodes).list(users.owner, filter, page)
    }
  })

type Kind = "read" | "write" | "create"

/** An operation of a member or outsider on the victim's `target`-th resource of a kind. */
interface Operation {
  readonly kind: Kind
  readonly body: Arbitrary.Arbitrary<unknown>
  readonly run: (
    actor: UserId,
    v: Victim,
    target: 0 | 1,
    body: unknown
  ) => Effect.Effect<unknown, { readonly _tag: string }, DomainServices>
}

const op = <B>(
  kind: Kind,
  body: Arbitrary.Arbitrary<B>,
  run: (
    actor: UserId,
    v: Victim,
    target: 0 | 1,
    body: B
  ) => Effect.Effect<unknown, { readonly _tag: string }, DomainServices>
): Operation => ({ kind, body, run: run as Operation["run"] })

const none = Arbitrary.Constant(undefined)

const operations = {
  workspaceGet: op("read", none, (a, v) => Workspaces.use((s) => s.get(a, v.workspace))),
  labelGet: op("read", none, (a, v, t) => Labels.use((s) => s.get(a, v.labels[t]))),
  labelList: op("read", none, (a, v) => Labels.use((s) => s.list(a, { workspace_id: v.workspace }, page))),
  labelChildren: op("read", none, (a, v, t) => Labels.use((s) => s.children(a, v.labels[t]))),
  formatGet: op("read", none, (a, v, t) => Formats.use((s) => s.get(a, v.formats[t]))),
  brandGet: op("read", none, (a, v, t) => Brands.use((s) => s.get(a, v.brands[t]))),
  brandList: op("read", none, (a, v) => Brands.use((s) => s.list(a, { workspace_id: v.workspace }, page))),
  codeGet: op("read", none, (a, v, t) => MarketingQrCodes.use((s) => s.get(a, v.codes[t]))),
  codeList: op("read", none, (a, v) => MarketingQrCodes.use((s) => s.list(a, { workspace_id: v.workspace }, page))),
  labelCreate: op("create", none, (a, v, t) =>
    Labels.use((s) => s.create(a, validLabelCreate(v.workspace, v.brands[t])))
  ),
  labelPatch: op("write", labelPatch, (a, v, t, body) => Labels.use((s) => s.patch(a, v.labels[t], body))),
  labelDelete: op("write", none, (a, v, t) => Labels.use((s) => s.delete(a, v.labels[t]))),
  labelDuplicate: op("write", labelDuplicate, (a, v, t, body) => Labels.use((s) => s.duplicate(a, v.labels[t], body))),
  labelPublish: op("write", none, (a, v, t) => Labels.use((s) => s.publish(a, v.labels[t]))),
  labelUnpublish: op("write", none, (a, v, t) => Labels.use((s) => s.unpublish(a, v.labels[t]))),
  translationPut: op(
    "write",
    Arbitrary.all({ locale: Arbitrary.schema(Locale.Locale), body: translationPut }),
    (a, v, t, { locale, body }) => Labels.use((s) => s.putTranslation(a, v.labels[t], locale, body))
  ),
  grapeVarietiesPut: op("write", grapeVarietiesPut, (a, v, t, rows) =>
    Labels.use((s) => s.putGrapeVarieties(a, v.labels[t], rows))
  ),
  ingredientsPut: op("write", ingredientsPut, (a, v, t, rows) =>
    Labels.use((s) => s.putIngredients(a, v.labels[t], rows))
  ),
  packagingsPut: op("write", packagingsPut, (a, v, t, rows) =>
    Labels.use((s) => s.putPackagings(a, v.labels[t], rows))
  ),
  certificationsPut: op("write", certificationsPut, (a, v, t, rows) =>
    Labels.use((s) => s.putCertifications(a, v.labels[t], rows))
  ),
  formatAdd: op("write", none, (a, v, t) =>
    Formats.use((s) => s.add(a, v.labels[t], validFormatCreate({ ref: Ref.make("hijack") })))
  ),
  formatPatch: op("write", none, (a, v, t) =>
    Formats.use((s) => s.patch(a, v.formats[t], { quantity: 1, gtin: null }))
  ),
  formatDelete: op("write", none, (a, v, t) => Formats.use((s) => s.delete(a, v.formats[t]))),
  brandCreate: op("create", none, (a, v) =>
    Brands.use((s) => s.create(a, validBrandCreate(v.workspace, { is_primary_brand: true })))
  ),
  brandPatch: op("write", none, (a, v, t) =>
    Brands.use((s) => s.patch(a, v.brands[t], { name: "Hijacked", is_primary_brand: true }))
  ),
  brandPublish: op("write", none, (a, v, t) => Brands.use((s) => s.publish(a, v.brands[t]))),
  brandUnpublish: op("write", none, (a, v, t) => Brands.use((s) => s.unpublish(a, v.brands[t]))),
  codeCreate: op("create", none, (a, v) => MarketingQrCodes.use((s) => s.create(a, validQrCodeCreate(v.workspace)))),
  codePatch: op("write", qrCodePatch, (a, v, t, body) => MarketingQrCodes.use((s) => s.patch(a, v.codes[t], body))),
  codePublish: op("write", none, (a, v, t) => MarketingQrCodes.use((s) => s.publish(a, v.codes[t]))),
  codeUnpublish: op("write", none, (a, v, t) => MarketingQrCodes.use((s) => s.unpublish(a, v.codes[t]))),
  codeDelete: op("write", none, (a, v, t) => MarketingQrCodes.use((s) => s.delete(a, v.codes[t])))
} satisfies Record<string, Operation>

type OperationName = keyof typeof operations
const names = Object.keys(operations) as Array<OperationName>

const actorAndTarget = {
  actor: Arbitrary.schema(Schema.Literals(["stranger", "viewer"])),
  target: Arbitrary.schema(Schema.Literals([0, 1]))
}
/** Per operation, its steps: who, on which resource, with which body (precompiled for `flatMap`). */
const stepsOf = Object.fromEntries(
  names.map((name) => [
    name,
    Arbitrary.map(Arbitrary.all({ ...actorAndTarget, body: operations[name].body }), (step) => ({ name, ...step }))
  ])
) as Record<
  OperationName,
  Arbitrary.Arbitrary<{ name: OperationName; actor: "stranger" | "viewer"; target: 0 | 1; body: unknown }>
>

const step = Arbitrary.flatMap(Arbitrary.schema(Schema.Literals(names)), (name) => stepsOf[name])
const steps = Arbitrary.array(step, { minLength: 1, maxLength: 12 })

/** What an actor must get: a stranger never learns the resource exists, a viewer reads but never writes. */
const expected = (actor: "stranger" | "viewer", kind: Kind): string =>
  actor === "viewer" ? (kind === "read" ? "Success" : "NotWritable") : kind === "create" ? "NotAMember" : "NotFound"

describe("tenancy law", () => {
  it.effect.prop(
    "strangers get NotFound, viewers only read, and the owner's data is unchanged",
    { steps },
    ({ steps }) =>
      Effect.gen(function* () {
        // The stranger has a workspace of their own: being a member somewhere must not open other workspaces.
        yield* seedWorkspace({ name: "Elsewhere", owner: users.stranger, members: [] })
        const v = yield* victim
        const before = yield* snapshot(v)
        for (const { name, actor, target, body } of steps) {
          yield* tick
          const { kind, run } = operations[name]
          const answer = yield* Effect.result(run(users[actor], v, target, body))
          const got = answer._tag === "Success" ? "Success" : answer.failure._tag
          assert.strictEqual(got, expected(actor, kind), `${actor} ${name} on #${target}`)
        }
        assert.deepStrictEqual(yield* snapshot(v), before)
        // Listing without a workspace shows a stranger only their own workspace's things.
        const theirs = yield* (yield* Labels).list(users.stranger, {}, page)
        const codes = yield* (yield* MarketingQrCodes).list(users.stranger, {}, page)
        const brands = yield* (yield* Brands).list(users.stranger, {}, page)
        for (const row of [...theirs.items, ...codes.items, ...brands.items]) {
          assert.notStrictEqual(row.workspace_id, v.workspace)
        }
        const workspaces = yield* (yield* Workspaces).list(users.stranger, page)
        assert.notInclude(
          workspaces.items.map((w) => w.id),
          v.workspace
        )
      }).pipe(Effect.provide(TestLayer)),
    { arbitrary: { runs: 100, maxDiscards: 30_000 } }
  )
})
