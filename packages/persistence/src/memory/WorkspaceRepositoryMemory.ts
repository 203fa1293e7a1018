import { type StoredWorkspace, type WorkspaceId, WorkspaceRepository } from "@elabel/domain"
import { Effect, HashMap, Layer, Option } from "effect"
import { type MemoryState, MemoryStore, membershipKey, type WorkspaceRow } from "./MemoryStore.ts"
import { compareKeys, pageBy } from "./queries.ts"

const stored = (state: MemoryState, row: WorkspaceRow): StoredWorkspace => {
  let published = 0
  for (const code of HashMap.values(state.qrCodes)) {
    if (code.workspace_id === row.record.id && code.is_published === true) published++
  }
  return { record: row.record, published_qr_codes: published }
}

const creationKey = (row: WorkspaceRow) => [row.createdAt, row.record.id]

const memberOf = (state: MemoryState, user: string): ReadonlyArray<WorkspaceRow> => {
  const rows: Array<WorkspaceRow> = []
  for (const membership of HashMap.values(state.memberships)) {
    if (membership.user_id !== user) continue
    const row = HashMap.get(state.workspaces, membership.workspace_id)
    if (Option.isSome(row)) rows.push(row.value)
  }
  return rows
}

/** `WorkspaceRepository` on the memory store. */
export const WorkspaceRepositoryMemory: Layer.Layer<WorkspaceRepository, never, MemoryStore> = Layer.effect(
  WorkspaceRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    return WorkspaceRepository.of({
      findById: (id) =>
        store.read((state) => Option.map(HashMap.get(state.workspaces, id), (row) => stored(state, row))),
      listForUser: (user, page) =>
        store.read((state) => pageBy(memberOf(state, user), creationKey, page).map((row) => stored(state, row))),
      listAll: (page) =>
        store.read((state) =>
          pageBy(HashMap.values(state.workspaces), creationKey, page).map((row) => stored(state, row))
        ),
      insert: (record, createdAt) =>
        store.modify((state) => [
          undefined,
          { ...state, workspaces: HashMap.set(state.workspaces, record.id, { record, createdAt }) }
        ]),
      update: (id, changes) =>
        store.modify((state) => {
          const found = HashMap.get(state.workspaces, id)
          if (Option.isNone(found)) return [Option.none(), state]
          const row = { ...found.value, record: { ...found.value.record, ...changes, id } }
          const next = { ...state, workspaces: HashMap.set(state.workspaces, id, row) }
          return [Option.some(stored(next, row)), next]
        }),
      roleOf: (workspace, user) =>
        store.read((state) =>
          Option.map(HashMap.get(state.memberships, membershipKey(workspace, user)), (row) => row.role)
        ),
      workspacesOf: (user) =>
        store.read(
          (state): ReadonlyArray<WorkspaceId> =>
            [...memberOf(state, user)]
              .sort((a, b) => compareKeys(creationKey(a), creationKey(b)))
              .map((row) => row.record.id)
        ),
      putMember: (membership) =>
        store.modify((state) => {
          const key = membershipKey(membership.workspace_id, membership.user_id)
          const existing = HashMap.get(state.memberships, key)
          const kept = Option.isSome(existing) && existing.value.role === membership.role
          const roleOrder = kept ? existing.value.roleOrder : state.memberRoleOrder + 1
          const row = { ...membership, roleOrder }
          return [
            undefined,
            {
              ...state,
              memberships: HashMap.set(state.memberships, key, row),
              memberRoleOrder: Math.max(state.memberRoleOrder, roleOrder)
            }
          ]
        }),
      removeMember: (workspace, user) =>
        store.modify((state) => {
          const key = membershipKey(workspace, user)
          if (!HashMap.has(state.memberships, key)) return [false, state]
          return [true, { ...state, memberships: HashMap.remove(state.memberships, key) }]
        }),
      // One process, one store: every change already takes turns.
      lockOwners: (workspace) =>
        store.read((state) =>
          [...HashMap.values(state.memberships)]
            .filter((row) => row.workspace_id === workspace && row.role === "owner")
            .sort((a, b) => a.roleOrder - b.roleOrder)
            .map((row) => row.user_id)
        )
    })
  })
)
