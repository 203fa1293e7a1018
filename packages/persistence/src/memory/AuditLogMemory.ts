import { type Audit, AuditLog } from "@elabel/domain"
import { Effect, Layer } from "effect"
import { MemoryStore } from "./MemoryStore.ts"

type Event = Audit.AuditEvent

/** Newest first, then by id descending: the order of every listing. */
const newestFirst = (a: Event, b: Event) => (a.at !== b.at ? (a.at < b.at ? 1 : -1) : a.id < b.id ? 1 : -1)

/** `AuditLog` on the memory store: an append-only array. */
export const AuditLogMemory: Layer.Layer<AuditLog, never, MemoryStore> = Layer.effect(
  AuditLog,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    return AuditLog.of({
      append: (event) => store.modify((state) => [undefined, { ...state, auditEvents: [...state.auditEvents, event] }]),
      list: (workspace, filter, page) =>
        store.read((state) =>
          state.auditEvents
            .filter(
              (e) =>
                e.workspace_id === workspace &&
                (filter.resource_type === undefined || e.resource_type === filter.resource_type) &&
                (filter.resource_id === undefined || e.resource_id === filter.resource_id) &&
                (filter.actor === undefined || e.actor.id === filter.actor) &&
                (filter.action === undefined || e.action === filter.action) &&
                (filter.from === undefined || Date.parse(e.at) >= Date.parse(filter.from)) &&
                (filter.to === undefined || Date.parse(e.at) < Date.parse(filter.to))
            )
            .sort(newestFirst)
            .slice(page.offset, page.offset + page.limit + 1)
        ),
      prune: (before) =>
        store.modify((state) => {
          const kept = state.auditEvents.filter((e) => Date.parse(e.at) >= Date.parse(before))
          return [state.auditEvents.length - kept.length, { ...state, auditEvents: kept }]
        })
    })
  })
)
