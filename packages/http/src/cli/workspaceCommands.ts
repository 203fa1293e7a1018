/**
 * `workspace create | set | list`: workspaces and their plans. Creating one
 * also creates its primary brand (`WorkspaceAdmin.create`).
 */
import { Primitives, Workspace, WorkspaceAdmin } from "@elabel/domain"
import { Console, Effect, Option, Schema } from "effect"
import { Command, Flag } from "effect/cli"
import { CliFailure, jsonFlag, printJson, withAdmin, workspaceIdArgument } from "./cliSupport.ts"

const decodeName = Schema.decodeUnknownOption(Primitives.Name)

const nameFlag = Flag.String("name").pipe(
  Flag.withDescription("Workspace name (also the name of its primary brand)"),
  Flag.filterMap(decodeName, () => `a name of 1 to ${Primitives.MAX_TEXT} characters`)
)

const planFlag = Flag.Literals("plan", Workspace.Plan.literals).pipe(
  Flag.withDescription("standard: labels; pro: + marketing (10 QR codes), analytics; premium: everything (100 codes)")
)

/** `N` or `unlimited` (stored as null). */
const parseQrCodes = (raw: string): Option.Option<number | null> => {
  if (raw.trim().toLowerCase() === "unlimited") return Option.some(null)
  return /^\d+$/.test(raw.trim()) && Number.isSafeInteger(Number(raw)) ? Option.some(Number(raw)) : Option.none()
}

const qrCodesFlag = Flag.String("included-marketing-qr-codes").pipe(
  Flag.withDescription("Marketing QR codes the plan includes: a number, or unlimited"),
  Flag.filterMap(parseQrCodes, () => "a number of codes, or unlimited"),
  Flag.optional
)

/** The boolean settings of `workspace set`, by flag name. */
const booleanSettings = {
  "can-publish": "can_publish",
  "publish-approval": "publish_approval",
  "feature-labels": "feature_labels",
  "feature-events": "feature_events",
  "feature-marketing": "feature_marketing",
  "feature-analytics": "feature_analytics",
  "feature-media-kit": "feature_media_kit",
  "feature-packaging-units": "feature_packaging_units"
} as const satisfies Record<string, keyof Workspace.WorkspaceSettings>

type BooleanFlagName = keyof typeof booleanSettings

const booleanFlags = Object.fromEntries(
  Object.keys(booleanSettings).map((name) => [
    name,
    Flag.Boolean(name).pipe(Flag.withDescription(`true or false (sets ${name.replaceAll("-", "_")})`), Flag.optional)
  ])
) as Record<BooleanFlagName, Flag.Flag<Option.Option<boolean>>>

/** The settings a plan switches on `set`: the preset of `create` without its start dates (`set` keeps those). */
const planPreset = (plan: Workspace.Plan): Workspace.WorkspaceSettings => {
  const { premium_started_at: _premium, pro_started_at: _pro, ...preset } = Workspace.planSettings(plan, "")
  return preset as Workspace.WorkspaceSettings
}

const planOf = (workspace: Workspace.Workspace): string =>
  workspace.is_premium ? "premium" : workspace.is_pro ? "pro" : workspace.is_standard ? "standard" : "none"

const yesNo = (value: boolean) => (value ? "yes" : "no")

/** A few lines an operator reads: name, ids, plan, features, QR codes. */
export const describeWorkspace = (workspace: Workspace.Workspace): string => {
  const features = Object.entries(workspace)
    .filter(([key, value]) => key.startsWith("feature_") && value === true)
    .map(([key]) => key.slice("feature_".length))
  const codes =
    workspace.included_marketing_qr_codes === null
      ? "unlimited"
      : `${workspace.included_marketing_qr_codes} included, ${workspace.available_marketing_qr_codes} available`
  return [
    workspace.name,
    `  id:                 ${workspace.id}`,
    `  ref:                ${workspace.ref ?? "-"}`,
    `  plan:               ${planOf(workspace)} (can publish: ${yesNo(workspace.can_publish)})`,
    `  features:           ${features.length === 0 ? "none" : features.join(", ")}`,
    `  marketing QR codes: ${codes}`
  ].join("\n")
}

const create = Command.make(
  "create",
  { name: nameFlag, plan: planFlag.pipe(Flag.withDefault("standard")), json: jsonFlag },
  ({ json, name, plan }) =>
    withAdmin(
      Effect.gen(function* () {
        const workspace = yield* (yield* WorkspaceAdmin).create({ name, plan })
        if (json) return yield* printJson(workspace)
        yield* Console.log(`Created workspace ${describeWorkspace(workspace)}`)
        yield* Console.log(
          `Give it an owner: npm run cli -- member add --workspace ${workspace.id} --user <user-id> --role owner`
        )
      })
    )
).pipe(Command.withDescription("Create a workspace and its primary brand"))

const set = Command.make(
  "set",
  {
    workspace: workspaceIdArgument,
    name: nameFlag.pipe(Flag.optional),
    plan: planFlag.pipe(Flag.optional),
    qrCodes: qrCodesFlag,
    booleans: booleanFlags,
    json: jsonFlag
  },
  ({ booleans, json, name, plan, qrCodes, workspace }) =>
    Effect.gen(function* () {
      // The plan's preset first: the flags given beside it override it.
      const settings: Record<string, unknown> = Option.match(plan, { onNone: () => ({}), onSome: planPreset })
      if (Option.isSome(name)) settings.name = name.value
      if (Option.isSome(qrCodes)) settings.included_marketing_qr_codes = qrCodes.value
      for (const [flag, key] of Object.entries(booleanSettings)) {
        const value = booleans[flag as BooleanFlagName]
        if (Option.isSome(value)) settings[key] = value.value
      }
      if (Object.keys(settings).length === 0) {
        return yield* new CliFailure({
          message: `nothing to change: give --plan, --name, --included-marketing-qr-codes or one of ${Object.keys(
            booleanSettings
          )
            .map((flag) => `--${flag}`)
            .join(", ")}`
        })
      }
      const updated = yield* withAdmin(
        WorkspaceAdmin.use((admin) => admin.set(workspace, settings as Workspace.WorkspaceSettings))
      )
      yield* json ? printJson(updated) : Console.log(`Updated workspace ${describeWorkspace(updated)}`)
    })
).pipe(Command.withDescription("Change a workspace's plan, name or settings"))

/** Every workspace, page by page. */
const listAll = Effect.gen(function* () {
  const admin = yield* WorkspaceAdmin
  const all: Array<Workspace.Workspace> = []
  for (;;) {
    const page = yield* admin.list({ limit: 100, offset: all.length })
    all.push(...page.items)
    if (!page.has_more || page.items.length === 0) return all
  }
})

const list = Command.make("list", { json: jsonFlag }, ({ json }) =>
  Effect.gen(function* () {
    const workspaces = yield* withAdmin(listAll)
    if (json) return yield* printJson(workspaces)
    if (workspaces.length === 0) {
      return yield* Console.log('No workspaces yet. Create one: npm run cli -- workspace create --name "…"')
    }
    for (const workspace of workspaces) {
      yield* Console.log(`${workspace.id}  ${planOf(workspace).padEnd(8)}  ${workspace.name}`)
    }
  })
).pipe(Command.withDescription("List every workspace"))

/** `workspace create | set | list`. */
export const workspaceCommand = Command.make("workspace").pipe(
  Command.withDescription("Create, configure and list workspaces"),
  Command.withSubcommands([create, set, list])
)
