/**
 * Labels and everything inside them: translations, formats and the four
 * child lists. List, delete, publish and unpublish are decisions beyond the
 * spec (api-decisions: "Lists and deletes", "Publishing").
 */
import {
  BrandId,
  CodedValues,
  Compliance,
  Format,
  Label,
  LabelChildren,
  LabelId,
  LabelPublishState,
  Paging,
  Primitives,
  Translation,
  WorkspaceId
} from "@elabel/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { Idempotency, withIdempotencyKey } from "./Idempotency.ts"
import {
  ApprovalRequiredProblem,
  alwaysProblems,
  bodyProblems,
  ConflictProblem,
  InvalidQueryProblem,
  LabelIncompleteProblem,
  NotAMemberProblem,
  NotFoundProblem,
  NotWritableProblem,
  PlanLimitProblem,
  PreconditionFailedProblem,
  UnknownLocaleProblem,
  writeProblems
} from "./Problems.ts"
import { booleanParam, resourcePage, searchParam } from "./QueryParams.ts"

const params = { id: LabelId }

/** Problems of a PATCH or PUT: a body, and an `If-Match` that may no longer match. */
const replaceProblems = [...bodyProblems, PreconditionFailedProblem, ...writeProblems] as const

/** Problems of a write that could take a mandatory particular from a published label (422 label-incomplete). */
const contentProblems = [...replaceProblems, LabelIncompleteProblem] as const

/** The answer of a child-list PUT: the list after replacement. */
const Items = <S extends Schema.Top>(row: S) =>
  Schema.Struct({ items: Schema.Array(row).check(Schema.isMaxLength(Primitives.MAX_ITEMS)) })

/** A PUT replacing one of the four child lists of a label. */
const putChildren = <
  const Name extends string,
  const Path extends `/${string}`,
  B extends Schema.Top,
  R extends Schema.Top
>(
  name: Name,
  path: Path,
  body: B,
  row: R
) =>
  HttpApiEndpoint.put(name, `/v1/labels/:id${path}`, {
    params,
    payload: body,
    success: Items(row),
    error: contentProblems
  }).annotate(OpenApi.Summary, "Replace the whole list (an empty array clears it)")

/** A GET of one of the four child lists of a label: what its PUT replaces. */
const getChildren = <const Name extends string, const Path extends `/${string}`, R extends Schema.Top>(
  name: Name,
  path: Path,
  row: R,
  summary: string,
  rows: string
) =>
  HttpApiEndpoint.get(name, `/v1/labels/:id${path}`, {
    params,
    success: Items(row),
    error: [NotFoundProblem, ...alwaysProblems]
  })
    .annotate(OpenApi.Summary, summary)
    .annotate(
      OpenApi.Description,
      `The entries \`PUT /v1/labels/{id}${path}\` wrote, ${rows}; any member reads them. Another workspace's ` +
        "label answers 404, as an unknown id does."
    )

const codeList = (codes: ReadonlyArray<string>): string => codes.map((code) => `\`${code}\``).join(", ")

/** The compliance codes and the coded values, listed where a client reads them. */
const complianceDescription =
  "`publishable` is true exactly when `errors` is empty; `POST /v1/labels/{id}/publish` refuses with 422 " +
  "`label-incomplete` otherwise. Each entry has a stable `code`, the `field` it concerns and an English `message`.\n\n" +
  `Error codes: ${codeList(Compliance.COMPLIANCE_ERROR_CODES)}.\n\n` +
  `Warning codes: ${codeList(Compliance.COMPLIANCE_WARNING_CODES)}.\n\n` +
  "Coded values (shown in the consumer's language; other strings are shown as written and warned about as " +
  "`uncoded-value`): " +
  Object.entries({ ...CodedValues.LABEL_CODES, ...CodedValues.PACKAGING_CODES })
    .map(([field, codes]) => `\`${field}\`: ${codeList(codes)}`)
    .join("; ") +
  "."

/** Every label operation. */
export class LabelsApi extends HttpApiGroup.make("labels")
  .add(
    HttpApiEndpoint.get("list", "/v1/labels", {
      query: {
        workspace_id: Schema.optionalKey(WorkspaceId),
        brand_id: Schema.optionalKey(BrandId),
        archived: Schema.optionalKey(booleanParam),
        state: Schema.optionalKey(LabelPublishState),
        q: Schema.optionalKey(searchParam),
        ...resourcePage
      },
      success: Paging.Paged(Label.Label),
      error: [InvalidQueryProblem, NotFoundProblem, ...alwaysProblems]
    }).annotate(
      OpenApi.Summary,
      "List labels, filtered by workspace, brand, archive or publish state, or a search term"
    ),
    HttpApiEndpoint.post("create", "/v1/labels", {
      payload: Label.LabelCreate,
      success: Label.Label.pipe(HttpApiSchema.status(201)),
      error: [...bodyProblems, NotAMemberProblem, NotWritableProblem, ConflictProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Create a label (and its default format when quantity, gtin, variant or lot is given)")
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey),
    HttpApiEndpoint.get("get", "/v1/labels/:id", {
      params,
      success: Label.Label,
      error: [NotFoundProblem, ...alwaysProblems]
    }).annotate(OpenApi.Summary, "Get a label with its formats and translations"),
    HttpApiEndpoint.patch("patch", "/v1/labels/:id", {
      params,
      payload: Label.LabelPatch,
      success: Label.Label,
      error: contentProblems
    }).annotate(OpenApi.Summary, "Update scalar label fields: omitted keys untouched, null clears"),
    HttpApiEndpoint.delete("delete", "/v1/labels/:id", {
      params,
      success: HttpApiSchema.NoContent,
      error: [ConflictProblem, ...writeProblems]
    }).annotate(OpenApi.Summary, "Delete an unpublished label (archive published ones instead)"),
    HttpApiEndpoint.post("duplicate", "/v1/labels/:id/duplicate", {
      params,
      payload: Label.LabelDuplicate,
      success: Label.DuplicateResult.pipe(HttpApiSchema.status(201)),
      error: [...bodyProblems, NotAMemberProblem, ConflictProblem, ...writeProblems]
    })
      .annotate(OpenApi.Summary, "Copy a label with its parts and formats under a fresh ref")
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey),
    HttpApiEndpoint.post("publish", "/v1/labels/:id/publish", {
      params,
      success: Label.Label,
      error: [PlanLimitProblem, ApprovalRequiredProblem, ConflictProblem, LabelIncompleteProblem, ...writeProblems]
    })
      .annotate(
        OpenApi.Summary,
        "Publish a label: assigns its short link (idempotent); 422 label-incomplete while its compliance report has errors"
      )
      .annotate(
        OpenApi.Description,
        "In a workspace with `publish_approval`, only owners and admins publish: editors and API keys get 403 " +
          "`approval-required` and request publication instead (`POST /v1/labels/{id}/publish-requests`)."
      )
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey),
    HttpApiEndpoint.get("compliance", "/v1/labels/:id/compliance", {
      params,
      success: Compliance.ComplianceReport,
      error: [NotFoundProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "The mandatory particulars a label lacks (errors) and what a reviewer would flag")
      .annotate(OpenApi.Description, complianceDescription),
    HttpApiEndpoint.post("unpublish", "/v1/labels/:id/unpublish", {
      params,
      success: Label.Label,
      error: writeProblems
    })
      .annotate(OpenApi.Summary, "Unpublish a label: its public page answers 410")
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey),
    HttpApiEndpoint.put("putTranslation", "/v1/labels/:id/translations/:locale", {
      // The locale is checked by the use case, so an unsupported one answers `unknown-locale`, not a 404.
      params: { id: LabelId, locale: Schema.String },
      payload: Translation.TranslationPut,
      success: Translation.Translation,
      error: [UnknownLocaleProblem, ...replaceProblems]
    }).annotate(OpenApi.Summary, "Replace the translation of one locale (absent fields become null)"),
    HttpApiEndpoint.post("addFormat", "/v1/labels/:id/formats", {
      params,
      payload: Format.FormatCreate,
      success: Format.Format.pipe(HttpApiSchema.status(201)),
      error: [...bodyProblems, ConflictProblem, ...writeProblems]
    })
      .annotate(OpenApi.Summary, "Add a format to a label")
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey),
    getChildren(
      "grapeVarieties",
      "/grape-varieties",
      LabelChildren.GrapeVarietyRow,
      "The label's grape varieties with their percentages (what the PUT replaces)",
      "in the order written, each with its catalogue variety's (or synonym's) id"
    ),
    putChildren(
      "putGrapeVarieties",
      "/grape-varieties",
      LabelChildren.GrapeVarietiesPut,
      LabelChildren.GrapeVarietyRow
    ),
    getChildren(
      "ingredients",
      "/ingredients",
      LabelChildren.IngredientRow,
      "The label's ingredient list, in its order (what the PUT replaces)",
      "ordered by `order`, each with its catalogue ingredient's id"
    ),
    putChildren("putIngredients", "/ingredients", LabelChildren.IngredientsPut, LabelChildren.IngredientRow),
    getChildren(
      "packagings",
      "/packagings",
      LabelChildren.PackagingRow,
      "The label's packaging rows: type, material and how to dispose of it (what the PUT replaces)",
      "in the order written, each with its packaging type, collection code and catalogue material's id"
    ),
    putChildren("putPackagings", "/packagings", LabelChildren.PackagingsPut, LabelChildren.PackagingRow),
    getChildren(
      "certifications",
      "/certifications",
      LabelChildren.CertificationRow,
      "The label's certifications (what the PUT replaces)",
      "in the order written, each with its catalogue certification's id"
    ),
    putChildren("putCertifications", "/certifications", LabelChildren.CertificationsPut, LabelChildren.CertificationRow)
  )
  .middleware(Authorization)
  .annotateMerge(
    OpenApi.annotations({ title: "Labels", description: "E-labels with formats, translations and child lists." })
  ) {}
