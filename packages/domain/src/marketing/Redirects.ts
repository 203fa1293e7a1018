import { Context, Effect, Layer, type Option, type Scope } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import { isRef } from "../shared/ids.ts"
import { type LinkChangeListener, LinkChangeNotifier } from "../shared/LinkChangeNotifier.ts"
import { ScanRepository, type ScanTally } from "../statistics/ScanRepository.ts"
import type { MarketingQrCodeRecord } from "./MarketingQrCode.ts"
import { MarketingQrCodeRepository } from "./MarketingQrCodeRepository.ts"

/**
 * The public side of marketing codes: what a scan of `/q/{ref}` finds, the
 * scan counts, and the change events a cache of short links listens to.
 * No caller: short links are public. The rule itself is `Redirect.ts`.
 */
export class Redirects extends Context.Service<
  Redirects,
  {
    /** The stored code behind `ref`, draft or not (the rule tells them apart). */
    readonly find: (ref: string) => Effect.Effect<Option.Option<MarketingQrCodeRecord>, PersistenceUnavailable>
    /** Adds a batch of counted scans (see `ScanRepository.record`). */
    readonly recordScans: (batch: ReadonlyArray<ScanTally>) => Effect.Effect<void, PersistenceUnavailable>
    /** Tells `listener` about every changed code until the scope closes: what a cache of `find` needs. */
    readonly watchChanges: (listener: LinkChangeListener) => Effect.Effect<void, never, Scope.Scope>
  }
>()("@elabel/domain/services/Redirects") {
  /** Needs the QR code and scan repositories and the link change notifier. */
  static readonly layer = Layer.effect(
    Redirects,
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodeRepository
      const scans = yield* ScanRepository
      const notifier = yield* LinkChangeNotifier

      // A plain function on the public scan path; what cannot be a ref is never looked up.
      const find = (ref: string) => (isRef(ref) ? codes.findByRef(ref) : Effect.succeedNone)

      const recordScans = Effect.fn("Redirects.recordScans")(function* (batch: ReadonlyArray<ScanTally>) {
        if (batch.length > 0) yield* scans.record(batch)
      })

      return Redirects.of({ find, recordScans, watchChanges: notifier.listen })
    })
  )
}
