import { type ApiKey, type ApiKeyId, ApiKeyRepository } from "@elabel/domain"
import { Effect, HashMap, Layer, Option } from "effect"
import { MemoryStore } from "./MemoryStore.ts"
import { pageBy } from "./queries.ts"

type Key = ApiKey.ApiKeyRecord

/** `ApiKeyRepository` on the memory store: every change is one atomic `modify`. */
export const ApiKeyRepositoryMemory: Layer.Layer<ApiKeyRepository, never, MemoryStore> = Layer.effect(
  ApiKeyRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    const put = (key: Key) =>
      store.modify((state) => [undefined, { ...state, apiKeys: HashMap.set(state.apiKeys, key.id, key) }])
    return ApiKeyRepository.of({
      insert: put,
      list: (workspace, page) =>
        store.read((state) =>
          pageBy(
            [...HashMap.values(state.apiKeys)].filter(
              (key) => key.workspace_id === workspace && key.revoked_at === null
            ),
            (key) => [key.created_at, key.id],
            page
          )
        ),
      findById: (id) => store.read((state) => HashMap.get(state.apiKeys, id)),
      findByHash: (hash) =>
        store.read((state) =>
          Option.fromNullishOr([...HashMap.values(state.apiKeys)].find((key) => key.secret_hash === hash))
        ),
      revoke: (id, at) =>
        store.modify((state) => {
          const found = HashMap.get(state.apiKeys, id)
          if (Option.isNone(found) || found.value.revoked_at !== null) return [false, state]
          return [true, { ...state, apiKeys: HashMap.set(state.apiKeys, id, { ...found.value, revoked_at: at }) }]
        }),
      markUsed: (ids: ReadonlyArray<ApiKeyId>, at, before) =>
        store.modify((state) => {
          let apiKeys = state.apiKeys
          for (const id of ids) {
            const found = HashMap.get(apiKeys, id)
            if (Option.isNone(found)) continue
            const last = found.value.last_used_at
            if (last === null || Date.parse(last) < Date.parse(before)) {
              apiKeys = HashMap.set(apiKeys, id, { ...found.value, last_used_at: at })
            }
          }
          return [undefined, { ...state, apiKeys }]
        })
    })
  })
)
