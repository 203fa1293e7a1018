import { Context, type Effect, type Option } from "effect"
import type { Conflict, PersistenceUnavailable } from "../shared/errors.ts"
import type { Gtin14 } from "../shared/Gs1.ts"
import type { BrandId, LabelId, WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type { Format } from "./Format.ts"
import type { Label, LabelRecord } from "./Label.ts"
import type { ChildList, LabelChildren } from "./LabelChildren.ts"
import type { Translation } from "./Translation.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/** Filter of the label list; `q` matches name or internal name, case-insensitively. */
export interface LabelFilter {
  readonly workspaces: ReadonlyArray<WorkspaceId>
  readonly brand_id?: BrandId
  readonly archived?: boolean
  readonly q?: string
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
    readonly delete: (id: LabelId) => Fx<void>
    readonly putTranslation: (id: LabelId, translation: Translation) => Fx<void>
    readonly children: (id: LabelId) => Fx<LabelChildren>
    /** The child lists of several labels at once (an export reads a page so); a label without rows, or unknown, maps to empty lists. */
    readonly childrenOf: (ids: ReadonlyArray<LabelId>) => Fx<ReadonlyMap<LabelId, LabelChildren>>
    readonly replaceChildren: <K extends ChildList>(id: LabelId, list: K, rows: LabelChildren[K]) => Fx<void>
  }
>()("@elabel/domain/ports/LabelRepository") {}
