/**
 * `export-site --workspace <id> --out <dir> [--json]`: the workspace's exit
 * bundle, a static site that keeps its printed codes working (see
 * `exit/SiteExport.ts`), under the server's public base URL.
 */
import { resolve } from "node:path"
import { Console, Effect } from "effect"
import { Command, Flag } from "effect/cli"
import { exportSite } from "../exit/SiteExport.ts"
import { publicBaseUrlFor } from "../server/ServerConfig.ts"
import { databaseSettings, jsonFlag, printJson, workspaceIdFlag } from "./cliSupport.ts"
import { operatorDomain } from "./operatorDomain.ts"

/** `export-site`. */
export const exportSiteCommand = Command.make(
  "export-site",
  {
    workspace: workspaceIdFlag,
    out: Flag.String("out").pipe(Flag.withDescription("Directory to write the static site into")),
    json: jsonFlag
  },
  ({ workspace, out, json }) =>
    Effect.gen(function* () {
      const settings = yield* databaseSettings
      const baseUrl = publicBaseUrlFor(settings, settings.port)
      const dir = resolve(out)
      const summary = yield* exportSite(workspace, dir, baseUrl).pipe(Effect.provide(operatorDomain(settings)))
      yield* json
        ? printJson({ out: dir, public_base_url: baseUrl, ...summary })
        : Console.log(
            `Wrote ${summary.pages} pages, ${summary.qr_codes} QR codes and ${summary.redirects} redirects to ${dir} ` +
              `(links under ${baseUrl}; see ${dir}/README.md)`
          )
    })
).pipe(Command.withDescription("Write the workspace's pages, QR codes and short-link redirects as a static site"))
