import { LABEL_MEDIA_FIELDS, type Media, MediaRepository } from "@elabel/domain"
import { Effect, HashMap, Layer, Option } from "effect"
import { type MemoryState, MemoryStore } from "./MemoryStore.ts"
import { pageBy } from "./queries.ts"

type MediaRow = Media.Media

const labelKeys = Object.keys(LABEL_MEDIA_FIELDS)

/** Whether a label, format, brand or stored version of the media's workspace names it. */
const referred = (state: MemoryState, media: MediaRow): boolean => {
  const names = (row: object, keys: ReadonlyArray<string>) =>
    keys.some((key) => (row as Record<string, unknown>)[key] === media.id)
  for (const label of HashMap.values(state.labels)) {
    if (label.workspace_id === media.workspace_id && names(label, labelKeys)) return true
  }
  for (const row of HashMap.values(state.formats)) {
    if (row.workspace_id === media.workspace_id && names(row.format, ["image_id"])) return true
  }
  for (const row of HashMap.values(state.brands)) {
    if (row.brand.workspace_id === media.workspace_id && names(row.brand, ["logo_id", "primary_brand_asset_id"])) {
      return true
    }
  }
  for (const versions of HashMap.values(state.labelVersions)) {
    for (const version of versions) {
      if (version.workspace_id === media.workspace_id && version.document.includes(media.id)) return true
    }
  }
  return false
}

/** `MediaRepository` on the memory store. */
export const MediaRepositoryMemory: Layer.Layer<MediaRepository, never, MemoryStore> = Layer.effect(
  MediaRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    const all = (state: MemoryState) => HashMap.values(state.media)
    return MediaRepository.of({
      findById: (id) => store.read((state) => HashMap.get(state.media, id)),
      findMany: (workspace, ids) =>
        store.read((state) => {
          const wanted = new Set(ids)
          return [...all(state)].filter((row) => row.workspace_id === workspace && wanted.has(row.id))
        }),
      list: (workspace, kind, page) =>
        store.read((state) =>
          pageBy(
            [...all(state)].filter(
              (row) => row.workspace_id === workspace && (kind === undefined || row.kind === kind)
            ),
            (row: MediaRow) => [row.created_at, row.id],
            page
          )
        ),
      insert: (media) =>
        store.modify((state) => [undefined, { ...state, media: HashMap.set(state.media, media.id, media) }]),
      update: (id, changes) =>
        store.modify((state) => {
          const found = HashMap.get(state.media, id)
          if (Option.isNone(found)) return [Option.none(), state]
          const media = { ...found.value, ...changes }
          return [Option.some(media), { ...state, media: HashMap.set(state.media, id, media) }]
        }),
      remove: (media) =>
        store.modify((state) => {
          const rest = HashMap.remove(state.media, media.id)
          const bytesStillNamed = [...HashMap.values(rest)].some((row) => row.sha256 === media.sha256)
          return [{ bytesStillNamed }, { ...state, media: rest }]
        }),
      workspaceBytes: (workspace) =>
        store.read((state) =>
          [...all(state)].reduce((sum, row) => (row.workspace_id === workspace ? sum + row.bytes : sum), 0)
        ),
      isReferred: (media) => store.read((state) => referred(state, media)),
      publishedFile: (sha256) =>
        store.read((state) => {
          const shown = [...HashMap.values(state.labelVersions)].some((versions) => {
            const latest = versions.at(-1)
            return latest?.is_published === true && latest.document.includes(sha256)
          })
          const row = shown ? [...all(state)].find((candidate) => candidate.sha256 === sha256) : undefined
          return row === undefined ? Option.none() : Option.some({ content_type: row.content_type, kind: row.kind })
        }),
      isStored: (sha256) => store.read((state) => [...all(state)].some((row) => row.sha256 === sha256))
    })
  })
)
