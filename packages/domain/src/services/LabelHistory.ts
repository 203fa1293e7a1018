import { Context, Effect, Layer, Option } from "effect"
import type { ELabelRequest } from "../ELabelPage.ts"
import { type PublicELabelPage, snapshotPage } from "../ELabelSnapshot.ts"
import { NotFound, type PersistenceUnavailable } from "../errors.ts"
import type { LabelId, UserId, WorkspaceId } from "../ids.ts"
import {
  documentOf,
  type LabelVersionDetail,
  type LabelVersionSummary,
  type StoredLabelVersion,
  SYSTEM_ACTOR,
  toDetail,
  toSummary,
  versionBreak
} from "../LabelVersion.ts"
import { type Paged, type PageRequest, toPage } from "../Paging.ts"
import { LabelVersionRepository } from "../ports/LabelVersionRepository.ts"
import { makeLabelLookup } from "./labelLookup.ts"
import { makeLabelVersioning } from "./labelVersioning.ts"

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
    /** The page of the label's own ref as that version showed it, in the language the request negotiates. */
    readonly page: (actor: UserId, id: LabelId, version: number, request: ELabelRequest) => Read<PublicELabelPage>
    /** Recomputes every hash and link (of one workspace, or all); an operator's check, no caller. */
    readonly verify: (workspace?: WorkspaceId) => Effect.Effect<HistoryCheck, PersistenceUnavailable>
    /** Records version 1 of every published label that has none; answers how many it recorded. */
    readonly upgrade: Effect.Effect<number, PersistenceUnavailable>
  }
>()("@elabel/domain/services/LabelHistory") {
  /** Needs the label and version repositories, `Access`, and what recording a version needs. */
  static readonly layer = Layer.effect(
    LabelHistory,
    Effect.gen(function* () {
      const versions = yield* LabelVersionRepository
      const lookup = yield* makeLabelLookup
      const versioning = yield* makeLabelVersioning

      const list = Effect.fn("LabelHistory.list")(function* (actor: UserId, id: LabelId, page: PageRequest) {
        yield* lookup.readable(actor, id)
        return toPage((yield* versions.list(id, page)).map(toSummary), page)
      })

      const stored = Effect.fnUntraced(function* (actor: UserId, id: LabelId, version: number) {
        yield* lookup.readable(actor, id)
        const found = yield* versions.get(id, version)
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
        request: ELabelRequest
      ) {
        const { snapshot } = documentOf(yield* stored(actor, id, version))
        const built = snapshot.label.ref === null ? undefined : snapshotPage(snapshot, snapshot.label.ref, request)
        if (built === undefined) return yield* new NotFound({ resource: "label_version", id: `${id}/${version}` })
        return built
      })

      const verify = Effect.fn("LabelHistory.verify")(function* (workspace?: WorkspaceId) {
        const all = yield* versions.all(workspace)
        let previous: StoredLabelVersion | undefined
        for (const [index, version] of all.entries()) {
          const before = previous?.label_id === version.label_id ? previous : undefined
          const reason = yield* versionBreak(version, before)
          if (reason !== undefined) {
            return { checked: index, broken: { label_id: version.label_id, version: version.version, reason } }
          }
          previous = version
        }
        return { checked: all.length, broken: undefined } satisfies HistoryCheck
      })

      const upgrade = Effect.gen(function* () {
        const pending = yield* versions.unversionedPublished
        for (const id of pending) yield* versioning.transaction(versioning.record(SYSTEM_ACTOR, id))
        return pending.length
      }).pipe(Effect.withSpan("LabelHistory.upgrade"))

      return LabelHistory.of({ list, get, page, verify, upgrade })
    })
  )
}
