import { type PublishRequest, PublishRequestRepository } from "@elabel/domain"
import { Effect, HashMap, Layer, Option } from "effect"
import { MemoryStore } from "./MemoryStore.ts"
import { compareKeys } from "./queries.ts"

type Request = PublishRequest.PublishRequestRecord

const pendingIn = (requests: Iterable<Request>, label: string) =>
  Option.fromUndefinedOr(Array.from(requests).find((row) => row.label_id === label && row.state === "pending"))

/** `PublishRequestRepository` on the memory store: every change is one atomic `modify`. */
export const PublishRequestRepositoryMemory: Layer.Layer<PublishRequestRepository, never, MemoryStore> = Layer.effect(
  PublishRequestRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    return PublishRequestRepository.of({
      insert: (request) =>
        store.modify((state) => {
          if (Option.isSome(pendingIn(HashMap.values(state.publishRequests), request.label_id))) return [false, state]
          return [true, { ...state, publishRequests: HashMap.set(state.publishRequests, request.id, request) }]
        }),
      findById: (id) => store.read((state) => HashMap.get(state.publishRequests, id)),
      pendingOf: (label) => store.read((state) => pendingIn(HashMap.values(state.publishRequests), label)),
      list: (filter, page) =>
        store.read((state) =>
          Array.from(HashMap.values(state.publishRequests))
            .filter(
              (row) =>
                row.workspace_id === filter.workspace &&
                (filter.label === undefined || row.label_id === filter.label) &&
                (filter.state === undefined || row.state === filter.state)
            )
            // Newest first, then by id descending (as the SQL adapter orders them).
            .sort((a, b) => compareKeys([b.requested_at, b.id], [a.requested_at, a.id]))
            .slice(page.offset, page.offset + page.limit + 1)
        ),
      decide: (id, decision) =>
        store.modify((state) => {
          const found = HashMap.get(state.publishRequests, id)
          if (Option.isNone(found) || found.value.state !== "pending") return [Option.none(), state]
          const decided: Request = { ...found.value, ...decision }
          return [Option.some(decided), { ...state, publishRequests: HashMap.set(state.publishRequests, id, decided) }]
        })
    })
  })
)
