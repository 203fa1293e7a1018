import { Context, type Effect, type Option } from "effect"
import type { StoredLabelVersion } from "../published/LabelVersion.ts"
import type { VersionAppend } from "../published/LabelVersionRepository.ts"
import type { VersionComparison } from "../published/VersionComparison.ts"
import type { Conflict, PersistenceUnavailable } from "../shared/errors.ts"
import type { Gtin14 } from "../shared/Gs1.ts"
import type { BrandId, LabelId, UserId, WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type { AuditEvent } from "../workspace/AuditEvent.ts"
import type { Role } from "../workspace/Workspace.ts"
import type { Brand } from "./Brand.ts"
import type { Format } from "./Format.ts"
import type { Label, LabelRecord } from "./Label.ts"
import type { ChildList, LabelChildren } from "./LabelChildren.ts"
import type { LabelPublishState } from "./LabelPublishState.ts"
import type { Translation } from "./Translation.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/**
 * Filter of the label list; `q` matches name or internal name, case-insensitively; `state` as
 * `isInPublishState` decides it.
 */
export interface LabelFilter {
  readonly workspaces: ReadonlyArray<WorkspaceId>
  readonly brand_id?: BrandId
  readonly archived?: boolean
  readonly state?: LabelPublishState
  readonly q?: string
}

/** A label's id and the keys an import matches a document on. */
export interface LabelKeys {
  readonly id: LabelId
  readonly internal_reference: string | null
  readonly gtin: string | null
}

/** A brand's id and what an import picks it by: its name, or being the primary one. */
export interface BrandKeys {
  readonly id: BrandId
  readonly name: string
  readonly is_primary_brand: boolean
}

/** What an import matches documents on, and the role of the member asked for (ADR 0061: read with them). */
export interface MatchKeys {
  /** Every label of the workspace, by creation then id; none when the `member` asked for is not one. */
  readonly keys: ReadonlyArray<LabelKeys>
  /** Every brand of the workspace, by creation then id; none when the `member` asked for is not one. */
  readonly brands: ReadonlyArray<BrandKeys>
  /** With a `member` asked for: that user's role in the workspace (`None`: not a member). */
  readonly role?: Option.Option<Role>
}

/** A whole label as stored: the row, its formats, translations and child lists. */
export interface LabelAggregate {
  readonly label: LabelRecord
  readonly formats: ReadonlyArray<Format>
  readonly translations: ReadonlyArray<Translation>
  readonly children: LabelChildren
}

const byKeys = <A>(rows: ReadonlyArray<A>, key: (row: A) => ReadonlyArray<string>): Array<A> =>
  [...rows].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)]
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1
    return 0
  })

/**
 * The label a read of a stored aggregate answers (every adapter's contract):
 * formats by creation then id, translations by locale. A write that has just
 * inserted an aggregate knows the label without reading it back.
 */
export const readBack = ({ label, formats, translations }: LabelAggregate): Label => ({
  ...label,
  formats: byKeys(formats, (format) => [format.created_at ?? "", format.id]),
  translations: byKeys(translations, (translation) => [translation.locale])
})

/**
 * A label as a write reads it, in one read: the label with its formats and
 * translations, its child lists, its brand, and its latest version (what the
 * write records against).
 */
export interface LabelState {
  readonly label: Label
  readonly children: LabelChildren
  readonly brand: Brand | null
  readonly latest: StoredLabelVersion | undefined
  /**
   * What storage kept beside `latest` for a later write to compare with (ADR 0075), if it keeps that; its
   * document is then not needed, and a SQL read leaves it out.
   */
  readonly compared?: VersionComparison | undefined
  /**
   * What `writeRow` compares: it changes with every write of the row (a part's write, a version recorded,
   * take it too), so a write conditional on it lands only on the state this read saw.
   */
  readonly stamp: string
  /**
   * With a `member` asked for: that user's role in the label's workspace, read with the label (`None`:
   * not a member), so a write's access check needs no statement of its own (ADR 0061).
   */
  readonly role?: Option.Option<Role>
}

/** What a label row's write carries, each written only when the row is (`LabelRepository.writeRow`). */
export interface RowRiders {
  /** The write's audit event, appended to the log (ADR 0061: no statement of its own). */
  readonly event?: AuditEvent | undefined
  /** The version the write records, appended with its webhook event as `LabelVersionRepository.append` does (ADR 0067). */
  readonly version?: VersionAppend | undefined
  /**
   * The change notices of `LinkChangeNotifier.prepare`, sent on the database's channel of changes once
   * the write commits (ADR 0068); an adapter without such a channel has none to send.
   */
  readonly notices?: ReadonlyArray<string> | undefined
  /**
   * A child list that replaces the label's, as `replaceChildren` does (a PUT of a list): written in the
   * row's statement, so the write is one statement and needs no transaction (so is `translation`).
   */
  readonly list?: ListReplacement | undefined
  /** A translation that is added or replaces the label's of its locale, as `putTranslation` does (a PUT of one). */
  readonly translation?: TranslationPut | undefined
}

/** A translation of a label of the workspace. */
export interface TranslationPut {
  readonly translation: Translation
  readonly workspace: WorkspaceId
}

/** A child list and its rows, in body order, of the label's workspace. */
export interface ListReplacement {
  readonly list: ChildList
  readonly rows: LabelChildren[ChildList]
  readonly workspace: WorkspaceId
}

/**
 * Storage of labels with their translations and child lists. Formats are
 * embedded on read; `insert` stores a whole aggregate at once. Lists return
 * up to `limit + 1` rows ordered by creation, then id.
 */
export class LabelRepository extends Context.Service<
  LabelRepository,
  {
    readonly findById: (id: LabelId) => Fx<Option.Option<Label>>
    /** The label whose own public ref is `ref` (not a format's), published or not. */
    readonly findByRef: (ref: string) => Fx<Option.Option<Label>>
    /**
     * The labels whose own `gtin`, read as a GTIN-8/12/13/14 and padded to 14
     * digits, is `gtin14`; by creation, then id. Published or not.
     */
    readonly findByGtin: (gtin14: Gtin14) => Fx<ReadonlyArray<Label>>
    readonly list: (filter: LabelFilter, page: PageRequest) => Fx<ReadonlyArray<Label>>
    /** What an import matches documents on, of every label of the workspace; with `member`, their role too. */
    readonly matchKeys: (workspace: WorkspaceId, member?: UserId) => Fx<MatchKeys>
    /** Fails with `Conflict` when the label's or a format's ref is taken. */
    readonly insert: (aggregate: LabelAggregate) => Effect.Effect<void, Conflict | PersistenceUnavailable>
    /**
     * Writes only the given columns and increments the version; with `expected`, only while the
     * stored version is one of those (none otherwise: the caller read the row, so it changed meanwhile).
     */
    readonly update: (
      id: LabelId,
      changes: Partial<LabelRecord>,
      expected?: ReadonlyArray<number>
    ) => Fx<Option.Option<Label>>
    /**
     * The label and all a write decides on, in one read (`LabelState`); with `lock`, under the row's
     * lock, which the write then holds until it ends. With `knownHash`, the latest version's `document`
     * is left empty when its `content_hash` is that one: the caller holds that version decoded. It may be
     * left empty too when `compared` comes with it (of `COMPARISON_DEFINITION`): a write needs no more.
     */
    readonly findForWrite: (
      id: LabelId,
      lock: boolean,
      member?: UserId,
      knownHash?: string
    ) => Fx<Option.Option<LabelState>>
    /**
     * Writes only the given columns and increments the version, while the row's stamp is `stamp` (any
     * stamp when `undefined`: the caller holds the row's lock); none when it changed or is gone. Answers
     * the version the row is left at, not the row: the caller holds what it read and what it wrote, and
     * a row has no column storage sets but its version. What rides on the write (`RowRiders`) is
     * written with it, in the same statement, and only when the row is written: a row-only write is one
     * statement.
     */
    readonly writeRow: (
      id: LabelId,
      changes: Partial<LabelRecord>,
      stamp: string | undefined,
      riders?: RowRiders
    ) => Effect.Effect<Option.Option<number>, Conflict | PersistenceUnavailable>
    readonly delete: (id: LabelId) => Fx<void>
    /** `workspace`: the label's, when the caller knows it (saves a lookup). */
    readonly putTranslation: (id: LabelId, translation: Translation, workspace?: WorkspaceId) => Fx<void>
    readonly children: (id: LabelId) => Fx<LabelChildren>
    /** The child lists of several labels at once (an export reads a page so); a label without rows, or unknown, maps to empty lists. */
    readonly childrenOf: (ids: ReadonlyArray<LabelId>) => Fx<ReadonlyMap<LabelId, LabelChildren>>
    readonly replaceChildren: <K extends ChildList>(
      id: LabelId,
      list: K,
      rows: LabelChildren[K],
      workspace?: WorkspaceId
    ) => Fx<void>
  }
>()("@elabel/domain/ports/LabelRepository") {}
