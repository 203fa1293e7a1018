import { type StoredWorkspace, type Workspace, WorkspaceRepository } from "@elabel/domain"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { Row } from "effect/sql/SqlConnection"
import { read, write } from "./errors.ts"
import { changedColumns, fromRow, isEmpty, toRow, WORKSPACE_COLUMNS } from "./rows.ts"

const stored = (row: Row): StoredWorkspace => ({
  record: fromRow<Workspace.WorkspaceRecord>(row, WORKSPACE_COLUMNS),
  published_qr_codes: Number(row.published_qr_codes)
})

/** `WorkspaceRepository` on SQL. A workspace's published code count is counted on read. */
export const WorkspaceRepositorySql: Layer.Layer<WorkspaceRepository, never, SqlClient.SqlClient> = Layer.effect(
  WorkspaceRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const published = sql`(SELECT count(*) FROM marketing_qr_codes q WHERE q.workspace_id = w.id AND q.is_published) AS published_qr_codes`

    const findById = (id: string) =>
      sql`SELECT w.*, ${published} FROM workspaces w WHERE w.id = ${id}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), stored))
      )

    return WorkspaceRepository.of({
      findById: (id) => findById(id).pipe(read("WorkspaceRepository.findById")),
      listForUser: (user, page) =>
        sql`SELECT w.*, ${published} FROM workspaces w
            JOIN workspace_members m ON m.workspace_id = w.id
            WHERE m.user_id = ${user}
            ORDER BY w.created_at, w.id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
          Effect.map((rows) => rows.map(stored)),
          read("WorkspaceRepository.listForUser")
        ),
      listAll: (page) =>
        sql`SELECT w.*, ${published} FROM workspaces w
            ORDER BY w.created_at, w.id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
          Effect.map((rows) => rows.map(stored)),
          read("WorkspaceRepository.listAll")
        ),
      insert: (record, createdAt) =>
        sql`INSERT INTO workspaces ${sql.insert({ ...toRow(record, WORKSPACE_COLUMNS), created_at: createdAt })}`.pipe(
          Effect.asVoid,
          write("WorkspaceRepository.insert")
        ),
      update: (id, changes) => {
        const set = changedColumns(changes, WORKSPACE_COLUMNS)
        const updated = isEmpty(set)
          ? findById(id)
          : Effect.andThen(sql`UPDATE workspaces SET ${sql.update(set)} WHERE id = ${id}`, findById(id))
        return updated.pipe(write("WorkspaceRepository.update"))
      },
      roleOf: (workspace, user) =>
        sql<{ readonly role: Workspace.Role }>`SELECT role FROM workspace_members
            WHERE workspace_id = ${workspace} AND user_id = ${user}`.pipe(
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), (row) => row.role)),
          read("WorkspaceRepository.roleOf")
        ),
      workspacesOf: (user) =>
        sql<{ readonly id: Workspace.Workspace["id"] }>`SELECT w.id FROM workspaces w
            JOIN workspace_members m ON m.workspace_id = w.id
            WHERE m.user_id = ${user} ORDER BY w.created_at, w.id`.pipe(
          Effect.map((rows) => rows.map((row) => row.id)),
          read("WorkspaceRepository.workspacesOf")
        ),
      putMember: (membership) =>
        sql`INSERT INTO workspace_members ${sql.insert({ ...membership })}
            ON CONFLICT (workspace_id, user_id) DO UPDATE SET role = EXCLUDED.role`.pipe(
          Effect.asVoid,
          write("WorkspaceRepository.putMember")
        ),
      removeMember: (workspace, user) =>
        sql`DELETE FROM workspace_members WHERE workspace_id = ${workspace} AND user_id = ${user} RETURNING user_id`.pipe(
          Effect.map((rows) => rows.length > 0),
          write("WorkspaceRepository.removeMember")
        )
    })
  })
)
