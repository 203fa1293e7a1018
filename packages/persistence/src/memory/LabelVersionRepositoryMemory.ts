import { type LabelVersion, LabelVersionRepository, type VersionAppend } from "@elabel/domain"
import { Effect, HashMap, Layer, Option } from "effect"
import { withDeliveries } from "./EventOutboxMemory.ts"
import { type MemoryState, MemoryStore } from "./MemoryStore.ts"

type Stored = LabelVersion.StoredLabelVersion

const versionsOf = (state: MemoryState, label: string): ReadonlyArray<Stored> =>
  Option.getOrElse(HashMap.get(state.labelVersions, label), () => [])

/** The label whose own ref, or one of whose formats' refs, is `ref`. */
const labelOfRef = (state: MemoryState, ref: string): string | undefined => {
  for (const label of HashMap.values(state.labels)) if (label.ref === ref) return label.id
  for (const row of HashMap.values(state.formats)) if (row.format.ref === ref) return row.format.label_id
  return undefined
}

/** `state` with `append`'s version added to its label's (its number must be new) and its event fanned out. */
export const withVersion = (state: MemoryState, { version, event }: VersionAppend): MemoryState => {
  const existing = versionsOf(state, version.label_id)
  if (existing.some((stored) => stored.version === version.version)) {
    throw new Error(`label ${version.label_id} already has version ${version.version}`)
  }
  const labelVersions = HashMap.set(state.labelVersions, version.label_id, [...existing, version])
  const appended = { ...state, labelVersions }
  return event === undefined ? appended : withDeliveries(appended, event)[1]
}

/** `LabelVersionRepository` on the memory store: per label, an append-only list. */
export const LabelVersionRepositoryMemory: Layer.Layer<LabelVersionRepository, never, MemoryStore> = Layer.effect(
  LabelVersionRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    const latestOf = (state: MemoryState, label: string) => Option.fromUndefinedOr(versionsOf(state, label).at(-1))
    return LabelVersionRepository.of({
      append: (version, event) => store.modify((state) => [undefined, withVersion(state, { version, event })]),
      latest: (label) => store.read((state) => latestOf(state, label)),
      latestByRef: (ref) =>
        store.read((state) => {
          const label = labelOfRef(state, ref)
          return label === undefined ? Option.none() : latestOf(state, label)
        }),
      get: (label, version) =>
        store.read((state) =>
          Option.fromUndefinedOr(versionsOf(state, label).find((stored) => stored.version === version))
        ),
      list: (label, page) =>
        store.read((state) => [...versionsOf(state, label)].reverse().slice(page.offset, page.offset + page.limit + 1)),
      heads: (workspace, after, limit) =>
        store.read((state) =>
          [...HashMap.values(state.labels)]
            .filter((label) => workspace === undefined || label.workspace_id === workspace)
            .filter((label) => after === undefined || label.id > after)
            .filter((label) => label.published_at !== null || HashMap.has(state.labelVersions, label.id))
            .sort((a, b) => (a.id < b.id ? -1 : 1))
            .slice(0, limit)
            .map((label) => {
              const latest = Option.getOrUndefined(latestOf(state, label.id))
              return { label_id: label.id, head: latest?.content_hash ?? null, version: latest?.version ?? null }
            })
        ),
      versionsOf: (labels) => store.read((state) => [...labels].sort().flatMap((label) => versionsOf(state, label))),
      unversioned: store.read((state) =>
        [...HashMap.values(state.labels)]
          .filter((label) => label.published_at !== null && !HashMap.has(state.labelVersions, label.id))
          .map((label) => label.id)
      )
    })
  })
)
