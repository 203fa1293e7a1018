import { Context, Effect, Layer, Option } from "effect"
import { FormatRepository } from "../label/FormatRepository.ts"
import { LabelRepository } from "../label/LabelRepository.ts"
import { MarketingQrCodeRepository } from "../marketing/MarketingQrCodeRepository.ts"
import { NotFound, type PersistenceUnavailable } from "../shared/errors.ts"
import type { FormatId, LabelId, QrCodeId, UserId } from "../shared/ids.ts"
import { PublicBaseUrl } from "../shared/PublicBaseUrl.ts"
import { Access } from "../workspace/Access.ts"
import { guarded } from "../workspace/guarded.ts"
import { formatQrTarget, labelQrTarget, qrCodeTarget } from "./QrTarget.ts"

type Read = Effect.Effect<string, NotFound | PersistenceUnavailable>

/**
 * The URL a resource's QR code image encodes, for a caller who may read the
 * resource (any member, viewers included). Invisible and unknown ids are
 * `NotFound` alike, through the same loaders as the other reads.
 */
export class QrTargets extends Context.Service<
  QrTargets,
  {
    readonly label: (actor: UserId, id: LabelId) => Read
    readonly format: (actor: UserId, id: FormatId) => Read
    readonly marketingQrCode: (actor: UserId, id: QrCodeId) => Read
  }
>()("@elabel/domain/services/QrTargets") {
  /** Needs `Access`, the label, format and QR code repositories; `PublicBaseUrl` is read once here. */
  static readonly layer = Layer.effect(
    QrTargets,
    Effect.gen(function* () {
      const access = yield* Access
      const labelRepository = yield* LabelRepository
      const formatRepository = yield* FormatRepository
      const baseUrl = yield* PublicBaseUrl
      const labels = guarded(access, "label", labelRepository.findById)
      const formats = guarded(access, "format", formatRepository.findById)
      const codes = guarded(access, "marketing_qr_code", (yield* MarketingQrCodeRepository).findById)

      /** Every stored label, format and code has a ref: its absence is a defect, not the caller's fault. */
      const orDie = (target: Option.Option<string>, what: string) =>
        Option.isSome(target) ? Effect.succeed(target.value) : Effect.die(new Error(`${what} has no ref`))

      const label = Effect.fn("QrTargets.label")(function* (actor: UserId, id: LabelId) {
        const found = yield* labels.visible(actor, id)
        return yield* orDie(labelQrTarget(found, baseUrl), `label ${id}`)
      })

      const format = Effect.fn("QrTargets.format")(function* (actor: UserId, id: FormatId) {
        const stored = yield* formats.visible(actor, id)
        const owner = yield* labelRepository.findById(stored.format.label_id)
        // Deleted with its label between the two reads: gone, as a later read would find.
        if (Option.isNone(owner)) return yield* new NotFound({ resource: "format", id })
        return yield* orDie(formatQrTarget(owner.value, stored.format, baseUrl), `format ${id}`)
      })

      const marketingQrCode = Effect.fn("QrTargets.marketingQrCode")(function* (actor: UserId, id: QrCodeId) {
        return qrCodeTarget(yield* codes.visible(actor, id), baseUrl)
      })

      return QrTargets.of({ label, format, marketingQrCode })
    })
  )
}
