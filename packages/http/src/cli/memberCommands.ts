/**
 * `member add | remove`: who may use a workspace, and with which role
 * (owner, admin and editor write; viewer only reads).
 */
import { Workspace, WorkspaceAdmin } from "@elabel/domain"
import { Console, Effect } from "effect"
import { Command, Flag } from "effect/cli"
import { CliFailure, jsonFlag, printJson, userIdFlag, withAdmin, workspaceIdFlag } from "./cliSupport.ts"

const roleFlag = Flag.Literals("role", Workspace.Role.literals).pipe(
  Flag.withDescription("owner, admin or editor (they write) or viewer (reads only)")
)

const add = Command.make(
  "add",
  { workspace: workspaceIdFlag, user: userIdFlag, role: roleFlag, json: jsonFlag },
  ({ json, role, user, workspace }) =>
    Effect.gen(function* () {
      // Adding an existing member changes their role.
      yield* withAdmin(WorkspaceAdmin.use((admin) => admin.addMember(workspace, user, role)))
      const membership: Workspace.Membership = { workspace_id: workspace, user_id: user, role }
      yield* json ? printJson(membership) : Console.log(`User "${user}" is now ${role} of workspace ${workspace}`)
    })
).pipe(Command.withDescription("Add a member to a workspace, or change a member's role"))

const remove = Command.make(
  "remove",
  { workspace: workspaceIdFlag, user: userIdFlag, json: jsonFlag },
  ({ json, user, workspace }) =>
    Effect.gen(function* () {
      yield* withAdmin(WorkspaceAdmin.use((admin) => admin.removeMember(workspace, user))).pipe(
        Effect.catchTag("NotFound", () =>
          Effect.fail(
            new CliFailure({
              message: `user "${user}" is not a member of workspace ${workspace} (or no such workspace)`
            })
          )
        )
      )
      yield* json
        ? printJson({ workspace_id: workspace, user_id: user, removed: true })
        : Console.log(`User "${user}" is no longer a member of workspace ${workspace}`)
    })
).pipe(Command.withDescription("Remove a member from a workspace"))

/** `member add | remove`. */
export const memberCommand = Command.make("member").pipe(
  Command.withDescription("Manage the members of a workspace"),
  Command.withSubcommands([add, remove])
)
