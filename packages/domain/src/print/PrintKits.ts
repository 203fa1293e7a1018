/**
 * What print kits and the bottle's numbers are made from: a label (or one of
 * its formats) as it is now, published or draft, with its child lists and
 * catalogue names, and the link its QR code encodes (the same function as the
 * QR image endpoints, `labelQrTarget` / `formatQrTarget`). Any member may
 * read them, viewers included; another workspace's label is `NotFound`.
 */
import { Context, Effect, Layer, Option, Stream } from "effect"
import type { Format } from "../label/Format.ts"
import { FormatRepository } from "../label/FormatRepository.ts"
import type { Label } from "../label/Label.ts"
import { LabelRepository } from "../label/LabelRepository.ts"
import { makeLabelVersioning } from "../label/labelVersioning.ts"
import type { ELabelSnapshot } from "../published/ELabelSnapshot.ts"
import { formatQrTarget, labelQrTarget } from "../qr/QrTarget.ts"
import { NotFound, type PersistenceUnavailable } from "../shared/errors.ts"
import type { BrandId, FormatId, LabelId, UserId, WorkspaceId } from "../shared/ids.ts"
import { PublicBaseUrl } from "../shared/PublicBaseUrl.ts"
import { Access } from "../workspace/Access.ts"
import { guarded } from "../workspace/guarded.ts"

/** One kit to make: the label, the format whose own code it carries (or null for the label's), its link. */
export interface KitSource {
  readonly label: Label
  readonly format: Format | null
  readonly snapshot: ELabelSnapshot
  readonly link: string
}

/** Which labels a workspace's kits cover. */
export interface KitFilter {
  /** Only these labels (of the workspace; others are left out). */
  readonly labelIds?: ReadonlyArray<LabelId> | undefined
  readonly brandId?: BrandId | undefined
  readonly publishedOnly?: boolean | undefined
}

/** Labels read per query while a workspace's kits stream. */
export const KIT_PAGE = 50

type Read<A> = Effect.Effect<A, NotFound | PersistenceUnavailable>

/** The sources of print kits and of `GET /v1/labels/{id}/nutrition`. */
export class PrintKits extends Context.Service<
  PrintKits,
  {
    readonly label: (actor: UserId, id: LabelId) => Read<KitSource>
    readonly format: (actor: UserId, id: FormatId) => Read<KitSource>
    /**
     * The kits of a workspace's labels, in creation order: each label's own,
     * then one per format with a code of its own (a ref of its own or a GTIN
     * of its own under GS1 Digital Link). Read page by page as the stream is
     * pulled. `NotFound` for a workspace the caller may not see (before the
     * first element).
     */
    readonly workspace: (
      actor: UserId,
      workspace: WorkspaceId,
      filter: KitFilter
    ) => Effect.Effect<Stream.Stream<KitSource, PersistenceUnavailable>, NotFound | PersistenceUnavailable>
  }
>()("@elabel/domain/services/PrintKits") {
  /** Needs `Access`, the label and format repositories and what a label's snapshot reads. */
  static readonly layer = Layer.effect(
    PrintKits,
    Effect.gen(function* () {
      const access = yield* Access
      const labelRepository = yield* LabelRepository
      const formatRepository = yield* FormatRepository
      const baseUrl = yield* PublicBaseUrl
      const versioning = yield* makeLabelVersioning
      const labels = guarded(access, "label", labelRepository.findById)
      const formats = guarded(access, "format", formatRepository.findById)

      /** Every stored label and format has a ref: its absence is a defect, not the caller's fault. */
      const linkOf = (target: Option.Option<string>, what: string) =>
        Option.isSome(target) ? Effect.succeed(target.value) : Effect.die(new Error(`${what} has no ref`))

      const labelSource = Effect.fnUntraced(function* (label: Label) {
        const link = yield* linkOf(labelQrTarget(label, baseUrl), `label ${label.id}`)
        return { label, format: null, snapshot: yield* versioning.snapshotOf(label), link } satisfies KitSource
      })

      const formatSource = Effect.fnUntraced(function* (label: Label, format: Format, snapshot: ELabelSnapshot) {
        const link = yield* linkOf(formatQrTarget(label, format, baseUrl), `format ${format.id}`)
        return { label, format, snapshot, link } satisfies KitSource
      })

      const label = Effect.fn("PrintKits.label")(function* (actor: UserId, id: LabelId) {
        return yield* labelSource(yield* labels.visible(actor, id))
      })

      const format = Effect.fn("PrintKits.format")(function* (actor: UserId, id: FormatId) {
        const stored = yield* formats.visible(actor, id)
        const owner = yield* labelRepository.findById(stored.format.label_id)
        // Deleted with its label between the two reads: gone, as a later read would find.
        if (Option.isNone(owner)) return yield* new NotFound({ resource: "format", id })
        return yield* formatSource(owner.value, stored.format, yield* versioning.snapshotOf(owner.value))
      })

      /** The kits of one label: its own code, then each format whose code differs from it. */
      const kitsOf = Effect.fnUntraced(function* (found: Label) {
        const own = yield* labelSource(found)
        const others: Array<KitSource> = []
        for (const candidate of found.formats) {
          const source = yield* formatSource(found, candidate, own.snapshot)
          if (source.link !== own.link) others.push(source)
        }
        return [own, ...others]
      })

      const wanted = (filter: KitFilter) => (found: Label) =>
        (filter.labelIds === undefined || filter.labelIds.includes(found.id)) &&
        (filter.publishedOnly !== true || found.is_published)

      const workspace = Effect.fn("PrintKits.workspace")(function* (actor: UserId, id: WorkspaceId, filter: KitFilter) {
        yield* access.read(actor, id, "workspace", id)
        const query = { workspaces: [id], ...(filter.brandId === undefined ? {} : { brand_id: filter.brandId }) }
        const pages = Stream.paginate(0, (offset: number) =>
          Effect.map(labelRepository.list(query, { limit: KIT_PAGE, offset }), (rows) => {
            const page = rows.slice(0, KIT_PAGE)
            const next = rows.length > KIT_PAGE ? Option.some(offset + KIT_PAGE) : Option.none<number>()
            return [page.filter(wanted(filter)), next] as const
          })
        )
        return pages.pipe(Stream.mapEffect(kitsOf), Stream.flattenIterable)
      })

      return PrintKits.of({ label, format, workspace })
    })
  )
}
