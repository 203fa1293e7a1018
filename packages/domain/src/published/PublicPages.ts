import { Context, Effect, Layer, Option, type Scope } from "effect"
import { Gone, NotFound, type PersistenceUnavailable } from "../shared/errors.ts"
import { isRef, type LabelId, type WorkspaceId } from "../shared/ids.ts"
import { type LinkChangeListener, LinkChangeNotifier } from "../shared/LinkChangeNotifier.ts"
import type { ELabelRequest } from "./ELabelPage.ts"
import { type ELabelSnapshot, type PublicELabelPage, snapshotPage } from "./ELabelSnapshot.ts"
import { documentOf } from "./LabelVersion.ts"
import { LabelVersionRepository } from "./LabelVersionRepository.ts"

/** The latest version of a published label: what its public pages are built from. */
export interface PublishedELabel {
  readonly label_id: LabelId
  readonly workspace_id: WorkspaceId
  readonly version: number
  readonly content_hash: string
  readonly snapshot: ELabelSnapshot
}

/** The path of a public e-label page. */
export const pagePath = (ref: string): string => `/l/${encodeURIComponent(ref)}`

const notFound = (ref: string) => new NotFound({ resource: "label", id: ref })

/**
 * The public side of labels: the consumer e-label page of `/l/{ref}`, built
 * from the label's latest version only (never the live tables; the GS1
 * Digital Link resolution builds on it: `Gs1Resolutions`). No caller: these
 * pages are public, so every rule here is about publication, not access.
 */
export class PublicPages extends Context.Service<
  PublicPages,
  {
    /**
     * The latest version behind a label ref or a format ref (one storage
     * round trip). `NotFound` for an unknown ref or a label never published
     * (and, without a query, for a string that cannot be a ref), `Gone` for
     * one whose latest version withdrew it.
     */
    readonly published: (ref: string) => Effect.Effect<PublishedELabel, NotFound | Gone | PersistenceUnavailable>
    /** The page of a ref in the language the request negotiates, from `published`. */
    readonly page: (
      ref: string,
      request?: ELabelRequest
    ) => Effect.Effect<PublicELabelPage, NotFound | Gone | PersistenceUnavailable>
    /**
     * Tells `listener` about every ref whose page changed (a new version, in
     * any process) until the scope closes: what a cache of `published` needs.
     */
    readonly watchChanges: (listener: LinkChangeListener) => Effect.Effect<void, never, Scope.Scope>
  }
>()("@elabel/domain/services/PublicPages") {
  /** Needs the label version repository and the change notifier. */
  static readonly layer = Layer.effect(
    PublicPages,
    Effect.gen(function* () {
      const versions = yield* LabelVersionRepository
      const notifier = yield* LinkChangeNotifier

      const published = Effect.fn("PublicPages.published")(function* (ref: string) {
        if (!isRef(ref)) return yield* notFound(ref)
        const latest = yield* versions.latestByRef(ref)
        if (Option.isNone(latest)) return yield* notFound(ref)
        if (!latest.value.is_published) return yield* new Gone({ resource: "label", id: ref })
        const { label_id, workspace_id, version, content_hash } = latest.value
        // Decoded here, on a cache miss only: a hit serves the snapshot the cache keeps.
        const { snapshot } = documentOf(latest.value)
        return { label_id, workspace_id, version, content_hash, snapshot } satisfies PublishedELabel
      })

      const page = Effect.fn("PublicPages.page")(function* (ref: string, request: ELabelRequest = {}) {
        const found = yield* published(ref)
        const built = snapshotPage(found.snapshot, ref, request)
        return built === undefined ? yield* notFound(ref) : built
      })

      return PublicPages.of({ published, page, watchChanges: notifier.listen })
    })
  )
}
