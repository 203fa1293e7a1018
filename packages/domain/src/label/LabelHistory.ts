import { Context, Effect, Layer, Option } from "effect"
import { MediaStore } from "../media/MediaStore.ts"
import type { ELabelRequest } from "../published/ELabelPage.ts"
import { labelPage, type PublicELabelPage, snapshotPage } from "../published/ELabelSnapshot.ts"
import { chainBreak } from "../published/historyChain.ts"
import {
  documentOf,
  type LabelVersionDetail,
  type LabelVersionSummary,
  type StoredLabelVersion,
  SYSTEM_ACTOR,
  toDetail,
  toSummary
} from "../published/LabelVersion.ts"
import { LabelVersionRepository } from "../published/LabelVersionRepository.ts"
import { NotFound, type PersistenceUnavailable } from "../shared/errors.ts"
import type { LabelId, UserId, WorkspaceId } from "../shared/ids.ts"
import { type Paged, type PageRequest, toPage } from "../shared/Paging.ts"
import { Access } from "../workspace/Access.ts"
import { LabelWrites } from "./LabelWrites.ts"
import { makeLabelLookup } from "./labelRecords.ts"

/** The first break `verify` found in a chain. */
export interface HistoryBreak {
  readonly label_id: string
  readonly version: number
  readonly reason: string
}

/** What `verify` answers: how many versions it checked and the first break, if any. */
export interface HistoryCheck {
  readonly checked: number
  readonly broken: HistoryBreak | undefined
}

type Read<A> = Effect.Effect<A, NotFound | PersistenceUnavailable>

/** Labels whose chains `verify` reads at a time: memory stays bounded by this many histories. */
const VERIFY_PAGE = 200

/**
 * The history of a label's public pages: its versions, each version's
 * snapshot and page, the verification of every hash chain, and the upgrade
 * that gives labels published before versions existed their version 1.
 */
export class LabelHistory extends Context.Service<
  LabelHistory,
  {
    /** Newest first. */
    readonly list: (actor: UserId, id: LabelId, page: PageRequest) => Read<Paged<LabelVersionSummary>>
    readonly get: (actor: UserId, id: LabelId, version: number) => Read<LabelVersionDetail>
    /**
     * The page of `ref` (the label's own, or one of its formats') as that
     * version showed it, in the language the request negotiates; none for a
     * withdrawal (consumers got "withdrawn"). `NotFound` for a ref the version does not have.
     */
    readonly page: (
      actor: UserId,
      id: LabelId,
      version: number,
      request: ELabelRequest,
      ref?: string
    ) => Read<Option.Option<PublicELabelPage>>
    /**
     * The page the label would show now, published or not, in the language
     * the request negotiates: the console's preview, built by the same code
     * as `/l/{ref}`. Another workspace's label is `NotFound`.
     */
    readonly preview: (actor: UserId, id: LabelId, request: ELabelRequest) => Read<PublicELabelPage>
    /**
     * Recomputes every hash and link (of one workspace, or all) and checks
     * each chain ends at the label's recorded head; an operator's check, no caller.
     */
    readonly verify: (workspace?: WorkspaceId) => Effect.Effect<HistoryCheck, PersistenceUnavailable>
    /**
     * Records version 1 of every label published once that has none (published
     * before versions existed; a withdrawn one gets its withdrawal); answers how many.
     */
    readonly upgrade: Effect.Effect<number, PersistenceUnavailable>
  }
>()("@elabel/domain/services/LabelHistory") {
  /** Needs the label and version repositories, `Access`, and what recording a version needs. */
  static readonly layer = Layer.effect(
    LabelHistory,
    Effect.gen(function* () {
      const versions = yield* LabelVersionRepository
      const store = yield* MediaStore
      const access = yield* Access
      const lookup = yield* makeLabelLookup
      const writes = yield* LabelWrites

      // Versions carry their label's workspace: when there are some, the membership (cached) is the only other
      // check, and the read is one round trip; without any, the label itself decides between empty and 404.
      const readableVia = Effect.fnUntraced(function* (
        actor: UserId,
        id: LabelId,
        found: ReadonlyArray<StoredLabelVersion>
      ) {
        const workspace = found[0]?.workspace_id
        if (workspace === undefined) yield* lookup.readable(actor, id)
        else yield* access.read(actor, workspace, "label", id)
      })

      const list = Effect.fn("LabelHistory.list")(function* (actor: UserId, id: LabelId, page: PageRequest) {
        const found = yield* versions.list(id, page)
        yield* readableVia(actor, id, found)
        return toPage(found.map(toSummary), page)
      })

      const stored = Effect.fnUntraced(function* (actor: UserId, id: LabelId, version: number) {
        const found = yield* versions.get(id, version)
        yield* readableVia(actor, id, Option.toArray(found))
        if (Option.isNone(found)) return yield* new NotFound({ resource: "label_version", id: `${id}/${version}` })
        return found.value
      })

      const get = Effect.fn("LabelHistory.get")(function* (actor: UserId, id: LabelId, version: number) {
        return toDetail(yield* stored(actor, id, version))
      })

      const page = Effect.fn("LabelHistory.page")(function* (
        actor: UserId,
        id: LabelId,
        version: number,
        request: ELabelRequest,
        ref?: string
      ) {
        const document = documentOf(yield* stored(actor, id, version))
        const shown = ref ?? document.snapshot.label.ref
        const built = shown === null ? undefined : snapshotPage(document.snapshot, shown, request)
        if (built === undefined) return yield* new NotFound({ resource: "label_version", id: `${id}/${version}` })
        return document.is_published ? Option.some(built) : Option.none()
      })

      /** The first file an intact chain's versions showed that storage no longer holds as it was (ADR 0049). */
      const fileBreak = Effect.fnUntraced(function* (chain: ReadonlyArray<StoredLabelVersion>) {
        for (const version of chain) {
          for (const file of documentOf(version).snapshot.media) {
            const found = yield* store.rehash(file.sha256)
            const reason = Option.isNone(found)
              ? `file ${file.sha256} (media ${file.id}) is missing from storage`
              : found.value !== file.sha256
                ? `file ${file.sha256} (media ${file.id}) changed in storage: its bytes hash to ${found.value}`
                : undefined
            if (reason !== undefined) return { version: version.version, reason }
          }
        }
        return undefined
      })

      const preview = Effect.fn("LabelHistory.preview")(function* (actor: UserId, id: LabelId, request: ELabelRequest) {
        const label = yield* lookup.readable(actor, id)
        return labelPage(yield* writes.currentSnapshot(label), null, request)
      })

      const verify = Effect.fn("LabelHistory.verify")(function* (workspace?: WorkspaceId) {
        let checked = 0
        let after: LabelId | undefined
        for (;;) {
          const heads = yield* versions.heads(workspace, after, VERIFY_PAGE)
          const stored = yield* versions.versionsOf(heads.map((head) => head.label_id))
          for (const head of heads) {
            const chain = stored.filter((version) => version.label_id === head.label_id)
            const broken = (yield* chainBreak(head, chain)) ?? (yield* fileBreak(chain))
            if (broken !== undefined) return { checked, broken: { label_id: head.label_id, ...broken } }
            checked += chain.length
          }
          if (heads.length < VERIFY_PAGE) return { checked, broken: undefined } satisfies HistoryCheck
          after = heads.at(-1)?.label_id
        }
      })

      const upgrade = Effect.gen(function* () {
        const pending = yield* versions.unversioned
        for (const id of pending) yield* writes.recordFirst(SYSTEM_ACTOR, id)
        return pending.length
      }).pipe(Effect.withSpan("LabelHistory.upgrade"))

      return LabelHistory.of({ list, get, page, preview, verify, upgrade })
    })
  )
}
