import { Context, Effect, Layer, type Scope } from "effect"
import type { ComplianceReport } from "../compliance/Compliance.ts"
import type { LabelIncomplete } from "../compliance/ComplianceIssue.ts"
import type {
  ApprovalRequired,
  Conflict,
  InvalidInput,
  NotAMember,
  NotFound,
  NotWritable,
  PersistenceUnavailable,
  PlanLimit,
  PreconditionFailed,
  UnknownLocale
} from "../shared/errors.ts"
import type { LabelId, UserId } from "../shared/ids.ts"
import { type LinkChangeListener, LinkChangeNotifier } from "../shared/LinkChangeNotifier.ts"
import type { Paged, PageRequest } from "../shared/Paging.ts"
import type { DuplicateResult, Label, LabelCreate, LabelDuplicate, LabelPatch } from "./Label.ts"
import type {
  CertificationInput,
  CertificationRow,
  GrapeVarietyInput,
  GrapeVarietyRow,
  IngredientInput,
  IngredientRow,
  LabelChildren,
  PackagingInput,
  PackagingRow
} from "./LabelChildren.ts"
import type { LabelParts } from "./LabelParts.ts"
import { makeLabelContent } from "./labelContent.ts"
import { makeLabelDuplicate } from "./labelCopy.ts"
import { makeLabelDecisions } from "./labelDecisions.ts"
import { makeLabelPublishing } from "./labelPublishing.ts"
import { type LabelListQuery, makeLabelRecords } from "./labelRecords.ts"
import type { Translation, TranslationPut } from "./Translation.ts"

export type { LabelListQuery } from "./labelRecords.ts"

type Write<A, E = never> = Effect.Effect<A, E | NotFound | NotWritable | PreconditionFailed | PersistenceUnavailable>
type Items<A> = { readonly items: ReadonlyArray<A> }

/**
 * Labels and everything inside them: translations and the four child lists.
 * Every write is one transaction.
 */
export class Labels extends Context.Service<
  Labels,
  {
    /**
     * Creates the label, and its default format when quantity/gtin/consumer_product_variant/lot is given;
     * with `parts`, also further fields, formats, translations and child lists, in the same write.
     */
    readonly create: (
      actor: UserId,
      input: LabelCreate,
      parts?: LabelParts
    ) => Effect.Effect<Label, NotAMember | NotWritable | InvalidInput | Conflict | PersistenceUnavailable>
    readonly get: (actor: UserId, id: LabelId) => Effect.Effect<Label, NotFound | PersistenceUnavailable>
    readonly list: (
      actor: UserId,
      query: LabelListQuery,
      page: PageRequest
    ) => Effect.Effect<Paged<Label>, NotFound | PersistenceUnavailable>
    /**
     * Omitted keys untouched, null clears; never changes `is_published`.
     * `LabelIncomplete` when it would take a mandatory particular from a published label.
     */
    readonly patch: (actor: UserId, id: LabelId, patch: LabelPatch) => Write<Label, InvalidInput | LabelIncomplete>
    /** Only unpublished labels can be deleted (`Conflict` otherwise: archive them). */
    readonly delete: (actor: UserId, id: LabelId) => Write<void, Conflict>
    /** Copies the label, its parts and formats under fresh ids and refs. */
    readonly duplicate: (
      actor: UserId,
      id: LabelId,
      body: LabelDuplicate
    ) => Write<DuplicateResult, NotAMember | InvalidInput | Conflict>
    /**
     * Refused with `LabelIncomplete` while the compliance report has errors, and with `ApprovalRequired`
     * for editors and API keys of a workspace with `publish_approval` (they request it: `PublishRequests`).
     */
    readonly publish: (
      actor: UserId,
      id: LabelId
    ) => Write<Label, PlanLimit | Conflict | LabelIncomplete | ApprovalRequired>
    /** The mandatory particulars the label lacks (errors) and what a reviewer would flag (warnings). */
    readonly compliance: (
      actor: UserId,
      id: LabelId
    ) => Effect.Effect<ComplianceReport, NotFound | PersistenceUnavailable>
    readonly unpublish: (actor: UserId, id: LabelId) => Write<Label>
    /** Replaces one locale's translation; `UnknownLocale` outside the supported set. */
    readonly putTranslation: (
      actor: UserId,
      id: LabelId,
      locale: string,
      body: TranslationPut
    ) => Write<Translation, UnknownLocale>
    readonly children: (actor: UserId, id: LabelId) => Effect.Effect<LabelChildren, NotFound | PersistenceUnavailable>
    readonly putGrapeVarieties: (
      actor: UserId,
      id: LabelId,
      rows: ReadonlyArray<GrapeVarietyInput>
    ) => Write<Items<GrapeVarietyRow>, InvalidInput | LabelIncomplete>
    readonly putIngredients: (
      actor: UserId,
      id: LabelId,
      rows: ReadonlyArray<IngredientInput>
    ) => Write<Items<IngredientRow>, InvalidInput | LabelIncomplete>
    readonly putPackagings: (
      actor: UserId,
      id: LabelId,
      rows: ReadonlyArray<PackagingInput>
    ) => Write<Items<PackagingRow>, InvalidInput | LabelIncomplete>
    readonly putCertifications: (
      actor: UserId,
      id: LabelId,
      rows: ReadonlyArray<CertificationInput>
    ) => Write<Items<CertificationRow>, InvalidInput | LabelIncomplete>
    /**
     * Registers `listener` until the scope closes: its `labelChanged` hears of every committed
     * change of a label or its parts (in every process sharing the storage), `lost` of a gap.
     */
    readonly watchChanges: (listener: LinkChangeListener) => Effect.Effect<void, never, Scope.Scope>
  }
>()("@elabel/domain/services/Labels") {
  /**
   * The use cases over the label ports, `Access`, `Catalogs` and the label's write unit (`LabelWrites`):
   * every write is one unit, one transaction, so a failure half-way stores nothing.
   */
  static readonly layer = Layer.effect(
    Labels,
    Effect.gen(function* () {
      const notifier = yield* LinkChangeNotifier
      const decide = yield* makeLabelDecisions
      return Labels.of({
        watchChanges: notifier.listen,
        ...(yield* makeLabelRecords(decide)),
        ...(yield* makeLabelDuplicate),
        ...(yield* makeLabelPublishing(decide)),
        ...(yield* makeLabelContent(decide))
      })
    })
  )
}
