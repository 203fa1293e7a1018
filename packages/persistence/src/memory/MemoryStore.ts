import {
  type ApiKey,
  type ApiKeyId,
  type Audit,
  type Brand,
  type BrandId,
  type BusinessOperator,
  type BusinessOperatorId,
  type Format,
  type FormatId,
  type Label,
  type LabelChildren,
  type LabelId,
  type LabelVersion,
  type MarketingQrCode,
  type Media,
  type MediaId,
  type PublishRequest,
  type PublishRequestId,
  type QrCodeId,
  type Stats,
  Transactor,
  type Translation,
  type Webhook,
  type WebhookDelivery,
  type WebhookId,
  type Workspace,
  type WorkspaceId
} from "@elabel/domain"
import { Context, Effect, HashMap, Layer, Ref, Semaphore } from "effect"
import { type CatalogSeed, emptyCatalogSeed } from "../catalog/CatalogSeed.ts"

/** A workspace row: the record and when it was created (the list order). */
export interface WorkspaceRow {
  readonly record: Workspace.WorkspaceRecord
  readonly createdAt: string
}

/** A brand row: the brand and when it was created (the list order). */
export interface BrandRow {
  readonly brand: Brand.Brand
  readonly createdAt: string
}

/** A business operator row: the operator and when it was created (the list order). */
export interface BusinessOperatorRow {
  readonly operator: BusinessOperator.BusinessOperator
  readonly createdAt: string
}

/** A format row with the workspace of its label. */
export interface FormatRow {
  readonly format: Format.Format
  readonly workspace_id: WorkspaceId
}

/** The scans of one marketing code: the total and the distinct countries seen. */
export interface ScanRow {
  readonly count: number
  readonly countries: ReadonlySet<string>
}

/** A membership and the order it took its role in (a change of role takes the next number). */
export interface MembershipRow extends Workspace.Membership {
  readonly roleOrder: number
}

/**
 * The whole in-memory database as one immutable value. Every write replaces
 * it as a unit, so a transaction is a working copy that is kept or dropped.
 */
export interface MemoryState {
  readonly workspaces: HashMap.HashMap<WorkspaceId, WorkspaceRow>
  /** Keyed by {@link membershipKey}. */
  readonly memberships: HashMap.HashMap<string, MembershipRow>
  /** The last number a membership took its role with (`MembershipRow.roleOrder`). */
  readonly memberRoleOrder: number
  readonly brands: HashMap.HashMap<BrandId, BrandRow>
  readonly businessOperators: HashMap.HashMap<BusinessOperatorId, BusinessOperatorRow>
  readonly labels: HashMap.HashMap<LabelId, Label.LabelRecord>
  readonly formats: HashMap.HashMap<FormatId, FormatRow>
  readonly translations: HashMap.HashMap<LabelId, ReadonlyArray<Translation.Translation>>
  readonly children: HashMap.HashMap<LabelId, LabelChildren.LabelChildren>
  readonly qrCodes: HashMap.HashMap<QrCodeId, MarketingQrCode.MarketingQrCodeRecord>
  readonly scans: HashMap.HashMap<QrCodeId, ScanRow>
  /** The versions of each label, oldest first. */
  readonly labelVersions: HashMap.HashMap<string, ReadonlyArray<LabelVersion.StoredLabelVersion>>
  readonly webhooks: HashMap.HashMap<WebhookId, Webhook.WebhookRecord>
  readonly deliveries: HashMap.HashMap<string, WebhookDelivery.DeliveryRecord>
  /** Daily scan counters, keyed `code NUL day NUL platform NUL country`. */
  readonly dailyScans: HashMap.HashMap<string, Stats.DailyScans & { readonly code_id: string }>
  /** Daily page-view counters, keyed `label NUL day NUL language NUL format`. */
  readonly dailyViews: HashMap.HashMap<string, Stats.PageViewTally>
  /** Expiries already announced, keyed `code id NUL expires_at`. */
  readonly expiries: HashMap.HashMap<string, true>
  readonly media: HashMap.HashMap<MediaId, Media.Media>
  readonly apiKeys: HashMap.HashMap<ApiKeyId, ApiKey.ApiKeyRecord>
  /** Audit events in the order they were appended. */
  readonly auditEvents: ReadonlyArray<Audit.AuditEvent>
  readonly publishRequests: HashMap.HashMap<PublishRequestId, PublishRequest.PublishRequestRecord>
  readonly catalog: CatalogSeed
}

/** The key of a membership row. */
export const membershipKey = (workspace: string, user: string): string => `${workspace}\u0000${user}`

/** An empty database with the given catalogues. */
export const emptyState = (catalog: CatalogSeed): MemoryState => ({
  workspaces: HashMap.empty(),
  memberships: HashMap.empty(),
  memberRoleOrder: 0,
  brands: HashMap.empty(),
  businessOperators: HashMap.empty(),
  labels: HashMap.empty(),
  formats: HashMap.empty(),
  translations: HashMap.empty(),
  children: HashMap.empty(),
  qrCodes: HashMap.empty(),
  scans: HashMap.empty(),
  labelVersions: HashMap.empty(),
  webhooks: HashMap.empty(),
  deliveries: HashMap.empty(),
  dailyScans: HashMap.empty(),
  dailyViews: HashMap.empty(),
  expiries: HashMap.empty(),
  media: HashMap.empty(),
  apiKeys: HashMap.empty(),
  auditEvents: [],
  publishRequests: HashMap.empty(),
  catalog
})

/** An open transaction: its working copy, and what runs once it commits. */
interface OpenTransaction {
  readonly state: Ref.Ref<MemoryState>
  readonly afterCommit: Array<Effect.Effect<void>>
}

/**
 * The transactions the current fiber runs in: committed state of a store ->
 * the working copy of its open transaction. Keyed per store, so a
 * transaction on one store never lets another store's writes skip its lock.
 */
const OpenTransactions = Context.Reference<ReadonlyMap<Ref.Ref<MemoryState>, OpenTransaction>>(
  "@elabel/persistence/memory/OpenTransactions",
  { defaultValue: () => new Map() }
)

/**
 * The in-memory database. One writer at a time (a one-permit semaphore):
 * a transaction holds the permit for its whole run and works on a copy of
 * the state, committed when it succeeds and dropped when it fails, dies or
 * is interrupted. Readers outside see only committed state.
 */
export class MemoryStore extends Context.Service<
  MemoryStore,
  {
    /** Reads the state this fiber sees: its transaction's copy, else the committed state. */
    readonly read: <A>(f: (state: MemoryState) => A) => Effect.Effect<A>
    /** One atomic write; outside a transaction it waits until no transaction runs. */
    readonly modify: <A>(f: (state: MemoryState) => readonly [A, MemoryState]) => Effect.Effect<A>
    /**
     * Runs `self` as one unit of work. Nested calls join the running
     * transaction; a failing nested call rolls back to where it started.
     */
    readonly transaction: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
    /** Runs `effect` once the outermost transaction commits; at once outside one. */
    readonly afterCommit: <R>(effect: Effect.Effect<void, never, R>) => Effect.Effect<void, never, R>
  }
>()("@elabel/persistence/memory/MemoryStore") {
  /** A fresh store holding `catalog` and nothing else. */
  static readonly make = (catalog: CatalogSeed = emptyCatalogSeed): Effect.Effect<MemoryStore["Service"]> =>
    Effect.gen(function* () {
      const committed = yield* Ref.make(emptyState(catalog))
      const lock = yield* Semaphore.make(1)
      const current = OpenTransactions.useSync((open) => open.get(committed)?.state)

      const read = <A>(f: (state: MemoryState) => A): Effect.Effect<A> =>
        Effect.flatMap(current, (copy) => Effect.map(Ref.get(copy ?? committed), f))

      const modify = <A>(f: (state: MemoryState) => readonly [A, MemoryState]): Effect.Effect<A> =>
        Effect.flatMap(current, (copy) =>
          copy === undefined ? lock.withPermit(Ref.modify(committed, f)) : Ref.modify(copy, f)
        )

      const transaction = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
        OpenTransactions.use((open) => {
          const joined = open.get(committed)
          if (joined !== undefined) {
            // Joins the running transaction; like a SQL savepoint, a failing
            // nested unit undoes its own writes (and drops its after-commit work) only.
            return Effect.flatMap(Ref.get(joined.state), (savepoint) => {
              const pending = joined.afterCommit.length
              return Effect.onError(self, () =>
                Effect.sync(() => joined.afterCommit.splice(pending)).pipe(
                  Effect.andThen(Ref.set(joined.state, savepoint))
                )
              )
            })
          }
          return Effect.gen(function* () {
            const afterCommit: Array<Effect.Effect<void>> = []
            const result = yield* lock.withPermit(
              Effect.gen(function* () {
                const copy = yield* Ref.make(yield* Ref.get(committed))
                const working: OpenTransaction = { state: copy, afterCommit }
                const result = yield* Effect.provideService(
                  self,
                  OpenTransactions,
                  new Map(open).set(committed, working)
                )
                yield* Ref.set(committed, yield* Ref.get(copy))
                return result
              })
            )
            for (const effect of afterCommit) yield* effect
            return result
          })
        })

      const afterCommit = <R>(effect: Effect.Effect<void, never, R>): Effect.Effect<void, never, R> =>
        OpenTransactions.use((open) => {
          const joined = open.get(committed)
          if (joined === undefined) return effect
          // Runs later with the services in scope now, outside the transaction.
          return Effect.flatMap(Effect.context<R>(), (context) =>
            Effect.sync(() => {
              const outside = Context.omit(OpenTransactions)(context) as Context.Context<R>
              joined.afterCommit.push(Effect.provideContext(effect, outside))
            })
          )
        })

      return MemoryStore.of({ read, modify, transaction, afterCommit })
    })

  /** A layer of a fresh store: every build starts empty. */
  static readonly layer = (catalog?: CatalogSeed): Layer.Layer<MemoryStore> =>
    Layer.effect(MemoryStore, MemoryStore.make(catalog))
}

/** The `Transactor` port on the memory store. */
export const TransactorMemory: Layer.Layer<Transactor, never, MemoryStore> = Layer.effect(
  Transactor,
  MemoryStore.useSync((store) => Transactor.of({ transaction: store.transaction, afterCommit: store.afterCommit }))
)
