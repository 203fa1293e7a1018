import { Context, Effect, Layer } from "effect"
import { Catalogs } from "../catalog/Catalogs.ts"
import { MediaRepository } from "../media/MediaRepository.ts"
import { BRAND_MEDIA_FIELDS, checkMediaReferences, mediaReferencesOf } from "../media/mediaReferences.ts"
import { changedFields } from "../shared/changedFields.ts"
import type {
  InvalidInput,
  NotAMember,
  NotFound,
  NotWritable,
  PersistenceUnavailable,
  PreconditionFailed
} from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { BrandId, UserId, WorkspaceId } from "../shared/ids.ts"
import { type Paged, type PageRequest, toPage } from "../shared/Paging.ts"
import { Transactor } from "../shared/Transactor.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { conditionalUpdate, decidedOnRead, requireVersion } from "../shared/WriteCondition.ts"
import { Access } from "../workspace/Access.ts"
import { makeAuditTrail } from "../workspace/auditTrail.ts"
import { guarded } from "../workspace/guarded.ts"
import { listScope } from "../workspace/lists.ts"
import { type Brand, type BrandCreate, type BrandPatch, newBrand } from "./Brand.ts"
import { BrandRepository } from "./BrandRepository.ts"
import { LabelWrites } from "./LabelWrites.ts"

type Write<A> = Effect.Effect<A, NotFound | NotWritable | PreconditionFailed | PersistenceUnavailable>

/**
 * Brands. Setting `is_primary_brand` true on one brand sets it false on the
 * workspace's other brands. A `country_id` must name a country of the
 * catalogue (`InvalidInput` otherwise).
 */
export class Brands extends Context.Service<
  Brands,
  {
    readonly create: (
      actor: UserId,
      input: BrandCreate
    ) => Effect.Effect<Brand, NotAMember | NotWritable | InvalidInput | PersistenceUnavailable>
    readonly get: (actor: UserId, id: BrandId) => Effect.Effect<Brand, NotFound | PersistenceUnavailable>
    readonly patch: (
      actor: UserId,
      id: BrandId,
      patch: BrandPatch
    ) => Effect.Effect<Brand, NotFound | NotWritable | InvalidInput | PreconditionFailed | PersistenceUnavailable>
    /** Brands of one workspace, or of all the actor's workspaces when none is given. */
    readonly list: (
      actor: UserId,
      filter: { readonly workspace_id?: WorkspaceId },
      page: PageRequest
    ) => Effect.Effect<Paged<Brand>, NotFound | PersistenceUnavailable>
    readonly publish: (actor: UserId, id: BrandId) => Write<Brand>
    readonly unpublish: (actor: UserId, id: BrandId) => Write<Brand>
  }
>()("@elabel/domain/services/Brands") {
  /** Needs `Access`, `Catalogs`, the brand repository, the transactor and the id generator. */
  static readonly layer = Layer.effect(
    Brands,
    Effect.gen(function* () {
      const access = yield* Access
      const catalogs = yield* Catalogs
      const brands = yield* BrandRepository
      const media = yield* MediaRepository
      const transactor = yield* Transactor
      const ids = yield* IdGenerator
      const writes = yield* LabelWrites
      const audit = yield* makeAuditTrail
      const recorded = (actor: UserId, action: string, brand: Brand, after?: Brand) =>
        audit.record({
          actor,
          workspace: brand.workspace_id,
          action,
          resource_type: "brand",
          resource_id: brand.id,
          ...(after === undefined ? {} : { before: brand, after })
        })

      const { visible, writable } = guarded(access, "brand", brands.findById)

      /** A country the body sets must be catalogued, its logo and asset the workspace's pictures (null clears). */
      const checkReferences = (workspace: WorkspaceId, input: BrandPatch) =>
        Effect.andThen(
          input.country_id == null
            ? Effect.void
            : catalogs.validate([{ path: "country_id", kind: "country", id: input.country_id }]),
          checkMediaReferences(media, workspace, mediaReferencesOf(BRAND_MEDIA_FIELDS, input))
        )

      /** Stores the changes; a brand made primary takes the role from its siblings. */
      const change = Effect.fnUntraced(function* (brand: Brand, changes: Partial<Brand>) {
        const updated = yield* conditionalUpdate("brand", brand.id, (expected) =>
          brands.update(brand.id, changes, expected)
        )
        if (changes.is_primary_brand === true) yield* brands.clearPrimary(brand.workspace_id, brand.id)
        return updated
      })

      const create = Effect.fn("Brands.create")(function* (actor: UserId, input: BrandCreate) {
        yield* access.create(actor, input.workspace_id)
        yield* checkReferences(input.workspace_id, input)
        const brand = newBrand(yield* ids.next("BrandId"), input, { isPrimary: input.is_primary_brand ?? false })
        yield* brands.insert(brand, yield* currentTimestamp)
        if (brand.is_primary_brand) yield* brands.clearPrimary(brand.workspace_id, brand.id)
        yield* recorded(actor, "brand.create", brand)
        return brand
      }, transactor.transaction)

      const get = Effect.fn("Brands.get")(function* (actor: UserId, id: BrandId) {
        return yield* visible(actor, id)
      })

      // A workspace may end up without a primary brand: unsetting the flag is allowed, nothing forbids it.
      const patch = Effect.fn("Brands.patch")(function* (actor: UserId, id: BrandId, patch: BrandPatch) {
        const brand = yield* writable(actor, id)
        yield* checkReferences(brand.workspace_id, patch)
        const changes = changedFields<Brand>(brand, patch)
        // Nothing to change: the brand as it is, if it is the version the request names; its labels keep theirs.
        if (Object.keys(changes).length === 0)
          return yield* Effect.as(requireVersion("brand", id, brand.version), brand)
        const changed = yield* change(brand, changes)
        // The page prints the brand's name, address and number: its published labels get new versions.
        yield* writes.recordBrand(actor, brand.workspace_id, brand.id)
        yield* recorded(actor, "brand.update", brand, changed)
        return changed
      }, transactor.transaction)

      const list = Effect.fn("Brands.list")(function* (
        actor: UserId,
        filter: { readonly workspace_id?: WorkspaceId },
        page: PageRequest
      ) {
        const scope = yield* listScope(access, actor, filter)
        const rows = scope.length === 0 ? [] : yield* brands.list(scope, page)
        return toPage(rows, page)
      })

      /**
       * Idempotent: a brand already in that state is answered unchanged (same version). Decided on the brand
       * as read, so it writes only while the brand is unchanged (`decidedOnRead`).
       */
      const setPublished = (is_published: boolean) =>
        Effect.fnUntraced(function* (actor: UserId, id: BrandId) {
          return yield* decidedOnRead("brand", id, (decideOn) =>
            Effect.gen(function* () {
              const brand = yield* writable(actor, id)
              yield* decideOn(brand.version)
              if (brand.is_published === is_published) return brand
              const changed = yield* change(brand, { is_published })
              yield* recorded(actor, is_published ? "brand.publish" : "brand.unpublish", brand)
              return changed
            })
          )
        }, transactor.transaction)

      const publish = setPublished(true)
      const unpublish = setPublished(false)

      return Brands.of({ create, get, patch, list, publish, unpublish })
    })
  )
}
