import { Context, Effect, Layer, type Option, type Scope } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import { isRef } from "../shared/ids.ts"
import { type LinkChangeListener, LinkChangeNotifier } from "../shared/LinkChangeNotifier.ts"
import type { MarketingQrCodeRecord } from "./MarketingQrCode.ts"
import { MarketingQrCodeRepository } from "./MarketingQrCodeRepository.ts"

/**
 * The public side of marketing codes: what a scan of `/q/{ref}` finds, the
 * and the change events a cache of short links listens to.
 * No caller: short links are public. The rule itself is `Redirect.ts`.
 */
export class Redirects extends Context.Service<
  Redirects,
  {
    /** The stored code behind `ref`, draft or not (the rule tells them apart). */
    readonly find: (ref: string) => Effect.Effect<Option.Option<MarketingQrCodeRecord>, PersistenceUnavailable>
    /** Tells `listener` about every changed code until the scope closes: what a cache of `find` needs. */
    readonly watchChanges: (listener: LinkChangeListener) => Effect.Effect<void, never, Scope.Scope>
  }
>()("@elabel/domain/services/Redirects") {
  /** Needs the QR code repository and the link change notifier. */
  static readonly layer = Layer.effect(
    Redirects,
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodeRepository
      const notifier = yield* LinkChangeNotifier

      // A plain function on the public scan path; what cannot be a ref is never looked up.
      const find = (ref: string) => (isRef(ref) ? codes.findByRef(ref) : Effect.succeedNone)

      return Redirects.of({ find, watchChanges: notifier.listen })
    })
  )
}
