import { type Conflict, type MarketingQrCode, MarketingQrCodeRepository } from "@elabel/domain"
import { Effect, HashMap, Layer, Option, Result } from "effect"
import { MemoryStore } from "./MemoryStore.ts"
import { pageBy, refTaken, takenRef } from "./queries.ts"
import { updateVersioned } from "./versioned.ts"

type Code = MarketingQrCode.MarketingQrCodeRecord

/** `MarketingQrCodeRepository` on the memory store. */
export const MarketingQrCodeRepositoryMemory: Layer.Layer<MarketingQrCodeRepository, never, MemoryStore> = Layer.effect(
  MarketingQrCodeRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    return MarketingQrCodeRepository.of({
      findById: (id) => store.read((state) => HashMap.get(state.qrCodes, id)),
      // A scan: the redirect cache in front keeps this off the hot path, so a scan of the codes is enough.
      findByRef: (ref) =>
        store.read((state) => {
          for (const code of HashMap.values(state.qrCodes)) if (code.ref === ref) return Option.some(code)
          return Option.none()
        }),
      list: (workspaces, page) =>
        store.read((state) => {
          const wanted = new Set<string>(workspaces)
          const rows = [...HashMap.values(state.qrCodes)].filter((code) => wanted.has(code.workspace_id))
          return pageBy(rows, (code: Code) => [code.created_at, code.id], page)
        }),
      insert: (code) =>
        store
          .modify<Result.Result<void, Conflict>>((state) =>
            refTaken(state, code.ref, code.id)
              ? [takenRef(), state]
              : [Result.succeed(undefined), { ...state, qrCodes: HashMap.set(state.qrCodes, code.id, code) }]
          )
          .pipe(Effect.flatMap(Effect.fromResult)),
      update: (id, changes, expected) =>
        store.modify((state) => {
          const found = HashMap.get(state.qrCodes, id)
          const code = Option.isNone(found) ? undefined : updateVersioned(found.value, { ...changes, id }, expected)
          if (code === undefined) return [Option.none(), state]
          return [Option.some(code), { ...state, qrCodes: HashMap.set(state.qrCodes, id, code) }]
        }),
      // The count and the write happen in one `modify`, under the store's lock,
      // so two publishes racing for the last slot cannot both see it free.
      publishWithinQuota: (code, changes, quota, expected) =>
        store.modify((state): readonly [Option.Option<Code> | "quota-used", typeof state] => {
          const found = HashMap.get(state.qrCodes, code.id)
          if (Option.isNone(found)) return [Option.none(), state]
          let count = 0
          for (const other of HashMap.values(state.qrCodes)) {
            if (other.workspace_id === code.workspace_id && other.id !== code.id && other.is_published === true) count++
          }
          if (quota !== null && count >= quota) return ["quota-used", state]
          const stored = updateVersioned(found.value, { ...changes, id: code.id }, expected)
          if (stored === undefined) return [Option.none(), state]
          return [Option.some(stored), { ...state, qrCodes: HashMap.set(state.qrCodes, code.id, stored) }]
        }),
      delete: (id) =>
        store.modify((state) => [
          undefined,
          { ...state, qrCodes: HashMap.remove(state.qrCodes, id), scans: HashMap.remove(state.scans, id) }
        ])
    })
  })
)
