import { type Paging, UserId, Workspace, WorkspaceId, WorkspaceRepository } from "@elabel/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, write } from "./errors.ts"
import { decodeStoredWorkspace, firstRow, rowDecoder } from "./rowSchemas.ts"
import { changedColumns, isEmpty, toRow, WORKSPACE_COLUMNS } from "./rows.ts"

const decodeRole = rowDecoder(Schema.Struct({ role: Workspace.Role }))
const decodeId = rowDecoder(Schema.Struct({ id: WorkspaceId }))
const decodeUser = rowDecoder(Schema.Struct({ user_id: UserId }))

/**
 * `WorkspaceRepository` on SQL. A workspace's published code count is counted
 * on read. `roleOf` runs on every authorised read: no span of its own, as the
 * domain's `Access.read` has none.
 */
export const WorkspaceRepositorySql: Layer.Layer<WorkspaceRepository, never, SqlClient.SqlClient> = Layer.effect(
  WorkspaceRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const published = sql`(SELECT count(*) FROM marketing_qr_codes q WHERE q.workspace_id = w.id AND q.is_published) AS published_qr_codes`

    const findById = (id: WorkspaceId) =>
      Effect.map(sql`SELECT w.*, ${published} FROM workspaces w WHERE w.id = ${id}`, firstRow(decodeStoredWorkspace))

    return WorkspaceRepository.of({
      findById: Effect.fn("WorkspaceRepositorySql.findById")((id: WorkspaceId) =>
        findById(id).pipe(read("WorkspaceRepository.findById"))
      ),
      listForUser: Effect.fn("WorkspaceRepositorySql.listForUser")((user: UserId, page: Paging.PageRequest) =>
        sql`SELECT w.*, ${published} FROM workspaces w
            JOIN workspace_members m ON m.workspace_id = w.id
            WHERE m.user_id = ${user}
            ORDER BY w.created_at, w.id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
          Effect.map((rows) => rows.map(decodeStoredWorkspace)),
          read("WorkspaceRepository.listForUser")
        )
      ),
      listAll: Effect.fn("WorkspaceRepositorySql.listAll")((page: Paging.PageRequest) =>
        sql`SELECT w.*, ${published} FROM workspaces w
            ORDER BY w.created_at, w.id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
          Effect.map((rows) => rows.map(decodeStoredWorkspace)),
          read("WorkspaceRepository.listAll")
        )
      ),
      insert: Effect.fn("WorkspaceRepositorySql.insert")((record: Workspace.WorkspaceRecord, createdAt: string) =>
        sql`INSERT INTO workspaces ${sql.insert({ ...toRow(record, WORKSPACE_COLUMNS), created_at: createdAt })}`.pipe(
          Effect.asVoid,
          write("WorkspaceRepository.insert")
        )
      ),
      update: Effect.fn("WorkspaceRepositorySql.update")(
        (id: WorkspaceId, changes: Partial<Workspace.WorkspaceRecord>) => {
          const set = changedColumns(changes, WORKSPACE_COLUMNS)
          const updated = isEmpty(set)
            ? findById(id)
            : Effect.andThen(sql`UPDATE workspaces SET ${sql.update(set)} WHERE id = ${id}`, findById(id))
          return updated.pipe(write("WorkspaceRepository.update"))
        }
      ),
      roleOf: (workspace, user) =>
        sql`SELECT role FROM workspace_members WHERE workspace_id = ${workspace} AND user_id = ${user}`.pipe(
          Effect.map((rows) => Option.map(firstRow(decodeRole)(rows), (row) => row.role)),
          read("WorkspaceRepository.roleOf")
        ),
      workspacesOf: Effect.fn("WorkspaceRepositorySql.workspacesOf")((user: UserId) =>
        sql`SELECT w.id FROM workspaces w
            JOIN workspace_members m ON m.workspace_id = w.id
            WHERE m.user_id = ${user} ORDER BY w.created_at, w.id`.pipe(
          Effect.map((rows) => rows.map((row) => decodeId(row).id)),
          read("WorkspaceRepository.workspacesOf")
        )
      ),
      // A new role takes the next number (the default of the proposed row); the same role keeps its number.
      putMember: Effect.fn("WorkspaceRepositorySql.putMember")((membership: Workspace.Membership) =>
        sql`INSERT INTO workspace_members ${sql.insert({ ...membership })}
            ON CONFLICT (workspace_id, user_id) DO UPDATE SET role = EXCLUDED.role,
              role_order = CASE WHEN workspace_members.role = EXCLUDED.role
                THEN workspace_members.role_order ELSE EXCLUDED.role_order END`.pipe(
          Effect.asVoid,
          write("WorkspaceRepository.putMember")
        )
      ),
      removeMember: Effect.fn("WorkspaceRepositorySql.removeMember")((workspace: WorkspaceId, user: UserId) =>
        sql`DELETE FROM workspace_members WHERE workspace_id = ${workspace} AND user_id = ${user} RETURNING user_id`.pipe(
          Effect.map((rows) => rows.length > 0),
          write("WorkspaceRepository.removeMember")
        )
      ),
      lockOwners: Effect.fn("WorkspaceRepositorySql.lockOwners")((workspace: WorkspaceId) =>
        Effect.andThen(
          sql`SELECT id FROM workspaces WHERE id = ${workspace} FOR UPDATE`,
          sql`SELECT user_id FROM workspace_members WHERE workspace_id = ${workspace} AND role = 'owner'
              ORDER BY role_order, user_id`
        ).pipe(
          Effect.map((rows) => rows.map((row) => decodeUser(row).user_id)),
          write("WorkspaceRepository.lockOwners")
        )
      )
    })
  })
)
