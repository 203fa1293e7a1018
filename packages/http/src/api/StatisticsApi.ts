/**
 * Scan and page-view statistics (issue 14): daily aggregate counters, read
 * in one query per request. Any member of the workspace reads them when its
 * plan has `feature_analytics`. Tenancy as every route: another workspace's
 * code or label answers 404.
 */
import { LabelId, QrCodeId, Stats } from "@elabel/domain"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { alwaysProblems, InvalidQueryProblem, NotFoundProblem, PlanLimitProblem } from "./Problems.ts"

const errors = [InvalidQueryProblem, NotFoundProblem, PlanLimitProblem, ...alwaysProblems] as const

const PRIVACY =
  "Counted: GET requests from user agents that are not known bots (HEAD and bots are not counted). Stored: " +
  "one counter per day and bucket, nothing per visitor (no IP address, user agent, cookie or time of day). " +
  "`from` and `to` are UTC dates, both included (default: the last 30 days; at most 366 days). A scan shows " +
  "here within about a second (the counters are written in batches)."

/** The two statistics endpoints. */
export class StatisticsApi extends HttpApiGroup.make("statistics")
  .add(
    HttpApiEndpoint.get("qrCode", "/v1/marketing-qr-codes/:id/stats", {
      params: { id: QrCodeId },
      query: Stats.StatsQuery,
      success: Stats.QrCodeStats,
      error: errors
    })
      .annotate(OpenApi.Summary, "Scans of a marketing QR code per day, platform and country")
      .annotate(OpenApi.Description, `Scans of \`/q/{ref}\`. ${PRIVACY}`),
    HttpApiEndpoint.get("label", "/v1/labels/:id/stats", {
      params: { id: LabelId },
      query: Stats.StatsQuery,
      success: Stats.LabelStats,
      error: errors
    })
      .annotate(OpenApi.Summary, "Views of a label's e-label pages per day, language served and format")
      .annotate(OpenApi.Description, `Views of \`/l/{ref}\` of the label and its formats. ${PRIVACY}`)
  )
  .middleware(Authorization)
  .annotateMerge(OpenApi.annotations({ title: "Statistics", description: "Aggregate counts that track nobody." })) {}
