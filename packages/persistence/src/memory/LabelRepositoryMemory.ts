import {
  type Conflict,
  isInPublishState,
  type Label,
  type LabelAggregate,
  LabelChildren,
  type LabelFilter,
  type LabelId,
  LabelRepository,
  type LabelState,
  type Translation
} from "@elabel/domain"
import { Effect, HashMap, Layer, Option, Result } from "effect"
import { withVersion } from "./LabelVersionRepositoryMemory.ts"
import { type MemoryState, MemoryStore, membershipKey } from "./MemoryStore.ts"
import { compareKeys, gtinMatches, pageBy, refTaken, takenRef } from "./queries.ts"
import { updateVersioned } from "./versioned.ts"

/** The label resource of a row: its formats (by creation, then id) and translations (by locale) embedded. */
const assemble = (state: MemoryState, record: Label.LabelRecord): Label.Label => {
  const formats = [...HashMap.values(state.formats)]
    .filter((row) => row.format.label_id === record.id)
    .map((row) => row.format)
    .sort((a, b) => compareKeys([a.created_at, a.id], [b.created_at, b.id]))
  const translations = [...Option.getOrElse(HashMap.get(state.translations, record.id), () => [])].sort((a, b) =>
    compareKeys([a.locale], [b.locale])
  )
  return { ...record, formats, translations }
}

/** The stamp of a label: its version and how many versions it has (a brand's re-recording adds one). */
const stampOf = (state: MemoryState, record: Label.LabelRecord): string =>
  `${record.version}:${Option.getOrElse(HashMap.get(state.labelVersions, record.id), () => []).length}`

/** What a write reads of a label (memory transactions run one at a time: a lock is implied). */
const stateOf = (state: MemoryState, record: Label.LabelRecord, member?: string): LabelState => {
  const brand = record.brand_id === null ? undefined : HashMap.get(state.brands, record.brand_id)
  const role =
    member === undefined
      ? {}
      : { role: Option.map(HashMap.get(state.memberships, membershipKey(record.workspace_id, member)), (m) => m.role) }
  return {
    ...role,
    label: assemble(state, record),
    children: Option.getOrElse(HashMap.get(state.children, record.id), () => LabelChildren.emptyChildren),
    brand: brand === undefined || Option.isNone(brand) ? null : brand.value.brand,
    latest: Option.getOrElse(HashMap.get(state.labelVersions, record.id), () => []).at(-1),
    stamp: stampOf(state, record)
  }
}

/** The child lists of label `id` with `list` replaced by `rows`. */
const withList = <K extends LabelChildren.ChildList>(
  state: MemoryState,
  id: LabelId,
  list: K,
  rows: LabelChildren.LabelChildren[K]
) => {
  const current = Option.getOrElse(HashMap.get(state.children, id), () => LabelChildren.emptyChildren)
  return HashMap.set(state.children, id, { ...current, [list]: rows })
}

/** The translations of label `id` with `translation` added, or replacing the one of its locale. */
const withTranslation = (state: MemoryState, id: LabelId, translation: Translation.Translation) => {
  const others = Option.getOrElse(HashMap.get(state.translations, id), () => []).filter(
    (existing) => existing.locale !== translation.locale
  )
  return HashMap.set(state.translations, id, [...others, translation])
}

const matches = (state: MemoryState, filter: LabelFilter, workspaces: ReadonlySet<string>) => {
  const q = filter.q?.toLowerCase()
  const latestAt = (label: Label.LabelRecord) =>
    Option.getOrElse(HashMap.get(state.labelVersions, label.id), () => []).at(-1)?.created_at
  return (label: Label.LabelRecord): boolean =>
    workspaces.has(label.workspace_id) &&
    (filter.brand_id === undefined || label.brand_id === filter.brand_id) &&
    (filter.archived === undefined || label.is_archived === filter.archived) &&
    (filter.state === undefined || isInPublishState(filter.state, label, latestAt(label))) &&
    (q === undefined ||
      label.name.toLowerCase().includes(q) ||
      (label.internal_name?.toLowerCase().includes(q) ?? false))
}

/** Whether any ref of the aggregate is used elsewhere or twice within it. */
const refsTaken = (state: MemoryState, aggregate: LabelAggregate): boolean => {
  const refs = [aggregate.label.ref, ...aggregate.formats.map((format) => format.ref)].filter((ref) => ref !== null)
  return new Set(refs).size !== refs.length || refs.some((ref) => refTaken(state, ref))
}

const insertAggregate = (state: MemoryState, { label, formats, translations, children }: LabelAggregate) => {
  let stored = state.formats
  for (const format of formats) stored = HashMap.set(stored, format.id, { format, workspace_id: label.workspace_id })
  return {
    ...state,
    labels: HashMap.set(state.labels, label.id, label),
    formats: stored,
    translations: HashMap.set(state.translations, label.id, translations),
    children: HashMap.set(state.children, label.id, children)
  }
}

const deleteAggregate = (state: MemoryState, id: LabelId): MemoryState => ({
  ...state,
  labels: HashMap.remove(state.labels, id),
  formats: HashMap.filter(state.formats, (row) => row.format.label_id !== id),
  translations: HashMap.remove(state.translations, id),
  children: HashMap.remove(state.children, id)
})

/** `LabelRepository` on the memory store. Writes to a label that does not exist change nothing. */
export const LabelRepositoryMemory: Layer.Layer<LabelRepository, never, MemoryStore> = Layer.effect(
  LabelRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    return LabelRepository.of({
      findById: (id) =>
        store.read((state) => Option.map(HashMap.get(state.labels, id), (record) => assemble(state, record))),
      findByRef: (ref) =>
        store.read((state) =>
          Option.map(
            Option.fromUndefinedOr([...HashMap.values(state.labels)].find((record) => record.ref === ref)),
            (record) => assemble(state, record)
          )
        ),
      findByGtin: (gtin14) =>
        store.read((state) =>
          [...HashMap.values(state.labels)]
            .filter((record) => gtinMatches(record.gtin, gtin14))
            .sort((a, b) => compareKeys([a.created_at, a.id], [b.created_at, b.id]))
            .map((record) => assemble(state, record))
        ),
      list: (filter, page) =>
        store.read((state) => {
          const rows = [...HashMap.values(state.labels)].filter(matches(state, filter, new Set(filter.workspaces)))
          return pageBy(rows, (label) => [label.created_at, label.id], page).map((record) => assemble(state, record))
        }),
      matchKeys: (workspace, member) =>
        store.read((state) => {
          const role =
            member === undefined
              ? undefined
              : Option.map(HashMap.get(state.memberships, membershipKey(workspace, member)), (m) => m.role)
          // A stranger reads no keys nor brands, as on SQL.
          const stranger = role !== undefined && Option.isNone(role)
          const keys = stranger
            ? []
            : [...HashMap.values(state.labels)]
                .filter((label) => label.workspace_id === workspace)
                .sort((a, b) => compareKeys([a.created_at, a.id], [b.created_at, b.id]))
                .map(({ id, internal_reference, gtin }) => ({ id, internal_reference, gtin }))
          const brands = stranger
            ? []
            : [...HashMap.values(state.brands)]
                .filter((row) => row.brand.workspace_id === workspace)
                .sort((a, b) => compareKeys([a.createdAt, a.brand.id], [b.createdAt, b.brand.id]))
                .map(({ brand: { id, name, is_primary_brand } }) => ({ id, name, is_primary_brand }))
          return role === undefined ? { keys, brands } : { keys, brands, role }
        }),
      insert: (aggregate) =>
        store
          .modify<Result.Result<void, Conflict>>((state) =>
            refsTaken(state, aggregate)
              ? [takenRef(), state]
              : [Result.succeed(undefined), insertAggregate(state, aggregate)]
          )
          .pipe(Effect.flatMap(Effect.fromResult)),
      update: (id, changes, expected) =>
        store.modify((state) => {
          const found = HashMap.get(state.labels, id)
          const record = Option.isNone(found) ? undefined : updateVersioned(found.value, { ...changes, id }, expected)
          if (record === undefined) return [Option.none(), state]
          const next = { ...state, labels: HashMap.set(state.labels, id, record) }
          return [Option.some(assemble(next, record)), next]
        }),
      findForWrite: (id, _lock, member) =>
        store.read((state) => Option.map(HashMap.get(state.labels, id), (record) => stateOf(state, record, member))),
      // Notices are for a database's channel of changes: this store has none (its notifier tells the process).
      writeRow: (id, changes, stamp, { event, version, list, translation } = {}) =>
        store
          .modify<Result.Result<Option.Option<number>, Conflict>>((state) => {
            const found = HashMap.get(state.labels, id)
            if (Option.isNone(found) || (stamp !== undefined && stampOf(state, found.value) !== stamp)) {
              return [Result.succeed(Option.none()), state]
            }
            if (changes.ref != null && changes.ref !== found.value.ref && refTaken(state, changes.ref)) {
              return [takenRef(), state]
            }
            const record = { ...found.value, ...changes, id, version: found.value.version + 1 }
            const labels = HashMap.set(state.labels, id, record)
            const auditEvents = event === undefined ? state.auditEvents : [...state.auditEvents, event]
            const children = list === undefined ? state.children : withList(state, id, list.list, list.rows)
            const translations =
              translation === undefined ? state.translations : withTranslation(state, id, translation.translation)
            const written = { ...state, labels, auditEvents, children, translations }
            // The version the write carries, appended with it (ADR 0067).
            return [
              Result.succeed(Option.some(record.version)),
              version === undefined ? written : withVersion(written, version)
            ]
          })
          .pipe(Effect.flatMap(Effect.fromResult)),
      delete: (id) => store.modify((state) => [undefined, deleteAggregate(state, id)]),
      putTranslation: (id, translation) =>
        store.modify((state) => {
          if (!HashMap.has(state.labels, id)) return [undefined, state]
          return [undefined, { ...state, translations: withTranslation(state, id, translation) }]
        }),
      children: (id) =>
        store.read((state) => Option.getOrElse(HashMap.get(state.children, id), () => LabelChildren.emptyChildren)),
      childrenOf: (ids) =>
        store.read(
          (state) =>
            new Map(
              ids.map((id) => [
                id,
                Option.getOrElse(HashMap.get(state.children, id), () => LabelChildren.emptyChildren)
              ])
            )
        ),
      replaceChildren: (id, list, rows) =>
        store.modify((state) => {
          if (!HashMap.has(state.labels, id)) return [undefined, state]
          return [undefined, { ...state, children: withList(state, id, list, rows) }]
        })
    })
  })
)
