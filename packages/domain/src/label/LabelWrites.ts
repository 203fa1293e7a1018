/**
 * The write unit of a label (ADR 0040): every write of a label or its parts
 * reads the label once, lets its use case decide on it in memory
 * (`LabelWrite`), then, in one transaction, writes the row first and the
 * parts after and hands the label it wrote to versioning; the label and the
 * refs whose pages changed are announced once it commits. When the label it
 * leaves is known before it writes, its version is made first and rides on
 * the row's write; a write of the row alone is then one statement, with no
 * transaction around it (ADR 0067).
 *
 * The read takes no lock and runs before the transaction (ADR 0067): the
 * caller is authorised on what it read before anything is held, and a write
 * that changes nothing sends that one statement. The row's write is
 * conditional on the read's stamp, so it lands only on the state the
 * decisions were taken on; when another write got in between, the unit
 * reads and decides again in a transaction, under the row's lock (which no
 * other write can then overtake). `If-Match` is checked against the version
 * read, each time.
 */
import { Context, Effect, Layer, Option } from "effect"
import type { LabelIncomplete } from "../compliance/ComplianceIssue.ts"
import type { ELabelSnapshot } from "../published/ELabelSnapshot.ts"
import {
  type Conflict,
  NotFound,
  type NotWritable,
  type PersistenceUnavailable,
  type PreconditionFailed
} from "../shared/errors.ts"
import type { BrandId, LabelId, UserId, WorkspaceId } from "../shared/ids.ts"
import { LABEL_PREFIX, LinkChangeNotifier } from "../shared/LinkChangeNotifier.ts"
import { Transactor } from "../shared/Transactor.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { conditionalUpdate, requireVersion, unconditioned, WriteCondition } from "../shared/WriteCondition.ts"
import { Access } from "../workspace/Access.ts"
import { makeAuditTrail } from "../workspace/auditTrail.ts"
import { BrandRepository } from "./BrandRepository.ts"
import { FormatRepository } from "./FormatRepository.ts"
import type { Label } from "./Label.ts"
import { LabelRepository, type LabelState } from "./LabelRepository.ts"
import { LabelWrite } from "./LabelWrite.ts"
import { describeWrite } from "./labelAudit.ts"
import { makeVersionRecording, type PageInputs } from "./labelVersioning.ts"

/** What a label write can fail with besides its use case's own errors. */
export type UnitError =
  | NotFound
  | NotWritable
  | PreconditionFailed
  | Conflict
  | LabelIncomplete
  | PersistenceUnavailable

/**
 * The unit's errors a use case knows cannot happen as defects: `LabelIncomplete` when no decision of it
 * asked for the completeness check, `Conflict` when none of it claims a ref.
 */
export const impossible =
  <const Tags extends ReadonlyArray<"LabelIncomplete" | "Conflict">>(...tags: Tags) =>
  <A, E extends { readonly _tag: string }, R>(self: Effect.Effect<A, E, R>) =>
    Effect.catchIf(
      self,
      (error): error is Extract<E, { readonly _tag: Tags[number] }> => tags.includes(error._tag as Tags[number]),
      Effect.die
    )

/** How a unit is guarded. */
export interface WriteOptions {
  /**
   * `"label"` (the default): the request's `If-Match` names the label's version. `"none"`: it names
   * another resource the use case checks itself (a format's own writes).
   */
  readonly guard?: "label" | "none"
  /** The caller has checked that the actor may write the label's workspace (through the resource it names). */
  readonly authorised?: boolean
}

/**
 * Whether the label the unit leaves is known before anything is written: no new ref (claimed in a
 * statement of its own) and no format written (storage gives a format its new version). Its version is
 * then made first and rides on the row's write (ADR 0067).
 */
const versionFirst = (unit: LabelWrite): boolean =>
  unit.row.ref === undefined && unit.parts.every((part) => part._tag === "translation" || part._tag === "list")

/** The unit's one part when it is a child list's replacement or a translation: it rides on the row's write. */
const carriedPart = (unit: LabelWrite) => {
  const [part, ...rest] = unit.parts
  return (part?._tag === "list" || part?._tag === "translation") && rest.length === 0 ? part : undefined
}

/**
 * Whether the unit is its row's write alone (with its audit event, its version and a child list or a
 * translation): one statement, no transaction.
 */
const oneStatement = (unit: LabelWrite): boolean =>
  (unit.parts.length === 0 || carriedPart(unit) !== undefined) && versionFirst(unit)

/** Labels read per page when a brand change re-records its labels. */
const BRAND_PAGE = 500

export class LabelWrites extends Context.Service<
  LabelWrites,
  {
    /**
     * Runs one write of the label `id` as `actor`: `decide` takes the decisions on the unit and answers
     * how to read the answer off the written unit.
     */
    readonly write: <A, E, R>(
      actor: UserId,
      id: LabelId,
      decide: (unit: LabelWrite) => Effect.Effect<(written: LabelWrite) => A, E, R>,
      options?: WriteOptions
    ) => Effect.Effect<A, E | UnitError, R>
    /** The snapshot of what a label's pages would show (the publish gate reads it). */
    readonly snapshotOf: (inputs: PageInputs) => Effect.Effect<ELabelSnapshot, PersistenceUnavailable>
    /** The snapshot of a label as stored now, its child lists and brand read (the compliance report, print kits). */
    readonly currentSnapshot: (label: Label) => Effect.Effect<ELabelSnapshot, PersistenceUnavailable>
    /** Re-records the published labels of a brand whose printed fields may have changed. */
    readonly recordBrand: (
      actor: string,
      workspace: WorkspaceId,
      brand: BrandId
    ) => Effect.Effect<void, PersistenceUnavailable>
    /** Re-records the labels `ids` (published ones) whose printed operator may have changed. */
    readonly recordLabels: (actor: string, ids: ReadonlyArray<LabelId>) => Effect.Effect<void, PersistenceUnavailable>
    /**
     * Version 1 of a label published once that has none (published before versions existed): what it
     * shows now, or its withdrawal; no event, nothing changed. Its own transaction.
     */
    readonly recordFirst: (actor: string, id: LabelId) => Effect.Effect<void, PersistenceUnavailable>
  }
>()("@elabel/domain/services/LabelWrites") {
  /** Over the label, format and version ports, the catalogue, the outbox, the notifier and `Access`. */
  static readonly layer = Layer.effect(
    LabelWrites,
    Effect.gen(function* () {
      const labels = yield* LabelRepository
      const brands = yield* BrandRepository
      const formats = yield* FormatRepository
      const access = yield* Access
      const transactor = yield* Transactor
      const notifier = yield* LinkChangeNotifier
      const versioning = yield* makeVersionRecording
      const audit = yield* makeAuditTrail

      /** Tells every process's caches, once the outermost transaction has committed. */
      const announce = (messages: ReadonlyArray<string>) =>
        messages.length === 0 ? Effect.void : transactor.afterCommit(notifier.announce([...new Set(messages)]))

      /** What a write of label `id` changes: the label and the pages of `refs`, each once. */
      const changed = (id: LabelId, refs: ReadonlyArray<string>) => [...new Set([`${LABEL_PREFIX}${id}`, ...refs])]

      // The latest version's document is not sent again when versioning holds what a write compares with.
      const read = (id: LabelId, lock: boolean, member?: UserId) =>
        Effect.flatMap(labels.findForWrite(id, lock, member, versioning.knownHash(id)), (found) =>
          Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new NotFound({ resource: "label", id }))
        )

      /** The parts' writes, in order, after the row's. */
      const writeParts = Effect.fnUntraced(function* (unit: LabelWrite) {
        const { id, workspace_id: workspace } = unit.before.label
        for (const part of unit.parts) {
          switch (part._tag) {
            case "translation":
              yield* labels.putTranslation(id, part.translation, workspace)
              break
            case "list":
              yield* labels.replaceChildren(id, part.list, part.rows, workspace)
              break
            case "addFormat":
              yield* formats.insert(workspace, part.format)
              break
            case "updateFormat": {
              const update = (expected: ReadonlyArray<number> | undefined) =>
                formats.update(part.id, part.changes, expected)
              const stored = part.guarded
                ? yield* conditionalUpdate("format", part.id, update)
                : Option.getOrUndefined(yield* update(undefined))
              if (stored !== undefined) unit.stored(stored)
              break
            }
            case "deleteFormat":
              yield* formats.delete(part.id)
              break
            case "deleteLabel":
              yield* labels.delete(id)
          }
        }
      })

      /**
       * Writes what `unit` decided: the row (conditional on `stamp` unless the lock is held), the parts,
       * the version. `false` when the row changed since the read: nothing was written.
       */
      const flush = Effect.fnUntraced(function* (unit: LabelWrite, stamp: string | undefined) {
        if (!unit.changes) return true
        const { id, workspace_id: workspace } = unit.before.label
        // The audit event rides on the row's write (ADR 0061): appended only when the row is written.
        const event = yield* audit.prepare({ actor: unit.actor, workspace, ...describeWrite(unit) })
        // The row the write leaves is known (the guard holds the version it increments): the version is
        // made first and rides on the row's write (ADR 0067).
        const first = versionFirst(unit)
        if (first) unit.label = { ...unit.label, updated_at: unit.now, version: unit.before.label.version + 1 }
        const prepared = first
          ? yield* versioning.prepare(unit.actor, unit.before, unit, { complete: unit.complete })
          : undefined
        // The pages it changes are known too: its change notices ride on the row's write (ADR 0068).
        const notice = prepared === undefined ? undefined : yield* notifier.prepare(changed(id, prepared.refs))
        const changes = { ...unit.row, updated_at: unit.now }
        const carried = carriedPart(unit)
        const riders = {
          event,
          version: prepared?.append,
          notices: notice?.notices,
          list: carried?._tag === "list" ? { list: carried.list, rows: carried.rows, workspace } : undefined,
          translation: carried?._tag === "translation" ? { translation: carried.translation, workspace } : undefined
        }
        const version = yield* labels.writeRow(id, changes, stamp, riders)
        if (Option.isNone(version)) {
          if (stamp === undefined) return yield* new NotFound({ resource: "label", id })
          return false
        }
        // The row as written: what was read, with what this write set (no column but its version is storage's).
        unit.written({ ...changes, version: version.value })
        if (carried === undefined) yield* writeParts(unit)
        // A version that rode on the row's write (prepared, with its notices) is recorded: its notices go
        // once the write commits. Otherwise the version, if any, is recorded now, after the parts.
        if (notice !== undefined) {
          yield* transactor.afterCommit(notice.delivered)
          return true
        }
        const refs = yield* versioning.record(unit.actor, unit.before, unit, { complete: unit.complete })
        yield* announce(changed(id, refs))
        return true
      })

      /** Reads the label (`locked`: under its row lock), checks the caller and the guard, and decides. */
      const decideOn = <A, E, R>(
        actor: UserId,
        id: LabelId,
        decide: (unit: LabelWrite) => Effect.Effect<(written: LabelWrite) => A, E, R>,
        options: WriteOptions,
        locked: boolean
      ) =>
        Effect.gen(function* () {
          // The caller's role is read with the label (ADR 0061) when it is to be checked.
          const checked = !locked && options.authorised !== true
          const state: LabelState = yield* read(id, locked, checked ? actor : undefined)
          if (checked) yield* access.write(actor, state.label.workspace_id, "label", id, state.role)
          if (options.guard !== "none") yield* requireVersion("label", id, state.label.version)
          const unit = new LabelWrite(actor, state, yield* currentTimestamp)
          return { unit, answer: yield* decide(unit) }
        })

      const write = <A, E, R>(
        actor: UserId,
        id: LabelId,
        decide: (unit: LabelWrite) => Effect.Effect<(written: LabelWrite) => A, E, R>,
        options: WriteOptions = {}
      ): Effect.Effect<A, E | UnitError, R> =>
        Effect.gen(function* () {
          const condition = yield* WriteCondition
          const answered = (unit: LabelWrite, answer: (written: LabelWrite) => A) => {
            // The version the label is left at, for the answer's tag when the answer is not the label.
            if (options.guard !== "none" && condition !== unconditioned && unit.changes) {
              condition.written = unit.label.version
            }
            return answer(unit)
          }
          // Read and decide outside any transaction (the caller is authorised before anything is held, and a
          // write that changes nothing sends one statement); the transaction holds the writes only, the row's
          // conditional on the read's stamp.
          const first = yield* decideOn(actor, id, decide, options, false)
          if (!first.unit.changes) return answered(first.unit, first.answer)
          // A write of the row alone is one statement, atomic by itself: no transaction around it.
          const flushed = flush(first.unit, first.unit.before.stamp)
          if (yield* oneStatement(first.unit) ? flushed : transactor.transaction(flushed)) {
            return answered(first.unit, first.answer)
          }
          // Another write got in between: read and decide again under the row's lock, which nothing overtakes.
          return yield* transactor.transaction(
            Effect.gen(function* () {
              const again = yield* decideOn(actor, id, decide, options, true)
              if (!(yield* flush(again.unit, undefined))) {
                return yield* Effect.die(new Error(`label ${id}: a locked write was overtaken`))
              }
              return answered(again.unit, again.answer)
            })
          )
        })

      const recordLocked = Effect.fnUntraced(function* (actor: string, id: LabelId, first: boolean) {
        const found = yield* labels.findForWrite(id, true)
        if (Option.isNone(found) || (first && found.value.latest !== undefined)) return
        const refs = yield* versioning.record(actor, found.value, found.value, { first })
        yield* announce(refs)
      })

      const recordBrand = Effect.fnUntraced(function* (actor: string, workspace: WorkspaceId, brand: BrandId) {
        for (let offset = 0; ; offset += BRAND_PAGE) {
          const page = yield* labels.list({ workspaces: [workspace], brand_id: brand }, { limit: BRAND_PAGE, offset })
          for (const label of page.slice(0, BRAND_PAGE)) {
            // A brand's fields take no particular away: nothing to refuse.
            if (label.is_published)
              yield* Effect.catchTag(recordLocked(actor, label.id, false), "LabelIncomplete", Effect.die)
          }
          if (page.length <= BRAND_PAGE) return
        }
      })

      const recordLabels = Effect.fnUntraced(function* (actor: string, ids: ReadonlyArray<LabelId>) {
        // An operator's fields take no particular away: nothing to refuse.
        for (const id of ids) yield* Effect.catchTag(recordLocked(actor, id, false), "LabelIncomplete", Effect.die)
      })

      const currentSnapshot = Effect.fnUntraced(function* (label: Label) {
        const children = yield* labels.children(label.id)
        const brand = label.brand_id === null ? null : Option.getOrNull(yield* brands.findById(label.brand_id))
        return yield* versioning.snapshotOf({ label, children, brand })
      })

      return LabelWrites.of({
        write,
        snapshotOf: versioning.snapshotOf,
        currentSnapshot,
        recordBrand,
        recordLabels,
        recordFirst: (actor, id) =>
          transactor.transaction(Effect.catchTag(recordLocked(actor, id, true), "LabelIncomplete", Effect.die))
      })
    })
  )
}
