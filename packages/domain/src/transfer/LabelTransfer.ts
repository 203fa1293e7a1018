import { Clock, Context, Data, Effect, Layer, Option } from "effect"
import { BrandRepository } from "../label/BrandRepository.ts"
import { emptyChildren } from "../label/LabelChildren.ts"
import { type BrandKeys, type LabelKeys, LabelRepository } from "../label/LabelRepository.ts"
import type { NotFound, NotWritable, PersistenceUnavailable } from "../shared/errors.ts"
import type { BrandId, LabelId, UserId, WorkspaceId } from "../shared/ids.ts"
import type { Paged, PageRequest } from "../shared/Paging.ts"
import { Transactor } from "../shared/Transactor.ts"
import { Access } from "../workspace/Access.ts"
import { decodeLabelDocument, type ExportedLabel, toLabelDocument } from "./LabelDocument.ts"
import {
  type EntryOutcome,
  type ImportAction,
  type ImportEntry,
  type ImportResult,
  type ImportRowResult,
  rowResults,
  summarize
} from "./LabelImport.ts"
import { type BrandChoice, makeLabelImportRow, type RowFailed } from "./labelImportRow.ts"

/** Entries decoded or applied between two yields, so that other requests answer during a big import (ADR 0056). */
const ENTRIES_PER_YIELD = 25

/** The longest rows are applied without a yield (ADR 0060). */
const MILLIS_PER_YIELD = 20

/** How an import runs: for real or as a dry run, and whom to tell after each entry. */
export interface ImportOptions {
  readonly dryRun: boolean
  readonly progress?: (done: number, total: number) => Effect.Effect<void>
}

/** Ends the import's transaction without committing: a dry run, or a run with a failing row. */
class RolledBack extends Data.TaggedError("RolledBack")<{
  readonly rows: ReadonlyArray<ImportRowResult>
  readonly summary: ImportResult["summary"]
}> {}

/**
 * Bulk work on a workspace's labels: import (all or nothing, or a dry run
 * that reports exactly what the real run would) and paged export in the
 * document shape import reads.
 */
export class LabelTransfer extends Context.Service<
  LabelTransfer,
  {
    /**
     * Applies every entry in one transaction through the label and format
     * use cases; a document matches an existing label of the workspace by
     * `internal_reference`, else by `gtin`, else creates one. Commits only
     * when no row fails and it is not a dry run.
     */
    readonly import: (
      actor: UserId,
      workspace: WorkspaceId,
      entries: ReadonlyArray<ImportEntry>,
      options: ImportOptions
    ) => Effect.Effect<ImportResult, NotFound | NotWritable | PersistenceUnavailable>
    /** One page of the workspace's labels as documents, in creation order. */
    readonly exportPage: (
      actor: UserId,
      workspace: WorkspaceId,
      page: PageRequest
    ) => Effect.Effect<Paged<ExportedLabel>, NotFound | PersistenceUnavailable>
  }
>()("@elabel/domain/services/LabelTransfer") {
  static readonly layer = Layer.effect(
    LabelTransfer,
    Effect.gen(function* () {
      const access = yield* Access
      const transactor = yield* Transactor
      const repository = yield* LabelRepository
      const brandRepository = yield* BrandRepository
      const row = yield* makeLabelImportRow

      /** How the rows pick a brand, from the workspace's brands read with the match keys. */
      const brandChoice = (brands: ReadonlyArray<BrandKeys>): BrandChoice => ({
        primary: brands.find((brand) => brand.is_primary_brand)?.id ?? null,
        ids: new Set(brands.map((brand) => brand.id)),
        byName: new Map(brands.map((brand): [string, BrandId] => [brand.name, brand.id]))
      })

      /** The workspace's labels by internal reference and by GTIN (`labels`), kept current as rows apply. */
      const labelIndex = (labels: ReadonlyArray<LabelKeys>) => {
        const byReference = new Map<string, LabelId>()
        const byGtin = new Map<string, LabelId>()
        const add = (label: LabelKeys) => {
          if (label.internal_reference !== null && !byReference.has(label.internal_reference)) {
            byReference.set(label.internal_reference, label.id)
          }
          if (label.gtin !== null && !byGtin.has(label.gtin)) byGtin.set(label.gtin, label.id)
        }
        for (const label of labels) add(label)
        // A document that does not decode still names its label when these two keys are strings.
        const find = (document: unknown) => {
          const { internal_reference: reference, gtin } = (document ?? {}) as Record<string, unknown>
          return (
            (typeof reference === "string" ? byReference.get(reference) : undefined) ??
            (typeof gtin === "string" ? byGtin.get(gtin) : undefined)
          )
        }
        return { add, find }
      }

      const importEntries = Effect.fn("LabelTransfer.import")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        entries: ReadonlyArray<ImportEntry>,
        options: ImportOptions
      ) {
        // The match keys with the caller's role, in one statement; a write is decided on the stored role.
        const read = yield* repository.matchKeys(workspace, actor)
        yield* access.write(actor, workspace, "workspace", workspace, read.role)
        // Allowed without being a member (the operator's CLI): a stranger's read held no keys, so read them now.
        const keys = read.role !== undefined && Option.isNone(read.role) ? yield* repository.matchKeys(workspace) : read
        const decoded: Array<ReturnType<typeof decodeLabelDocument>> = []
        for (const entry of entries) {
          decoded.push(decodeLabelDocument(entry.document))
          if (decoded.length % ENTRIES_PER_YIELD === 0) yield* Effect.yieldNow
        }
        // A transaction run again (contention: `Transactor`) reads the keys and brands again, to see what the other
        // committed.
        let runs = 0
        const run = Effect.gen(function* () {
          const current = runs++ === 0 ? keys : yield* repository.matchKeys(workspace)
          const brands = brandChoice(current.brands)
          const index = labelIndex(current.keys)
          const rows: Array<ImportRowResult> = []
          const actions: Array<ImportAction> = []
          let yielded = yield* Clock.currentTimeMillis
          for (const [i, entry] of entries.entries()) {
            const input = decoded[i]!
            // An error row names the label it matched (null: it would have created one).
            const id = index.find("issues" in input ? entry.document : input.document)
            const outcome: EntryOutcome =
              "issues" in input
                ? { action: "error", label_id: id ?? null, errors: input.issues }
                : yield* Effect.gen(function* () {
                    const applied = yield* row.apply(actor, workspace, brands, id, input.document)
                    index.add(applied.label)
                    return { action: applied.action, label_id: applied.label.id, errors: [] }
                  }).pipe(
                    Effect.catchTag("RowFailed", (failed: RowFailed) =>
                      Effect.succeed<EntryOutcome>({ action: "error", label_id: id ?? null, errors: failed.issues })
                    )
                  )
            actions.push(outcome.action)
            rows.push(...rowResults(entry, outcome))
            if (options.progress !== undefined) yield* options.progress(i + 1, entries.length)
            // On the embedded database a row's statements run in this process (PGlite) and answer without a
            // turn of the event loop: 25 rows could keep requests waiting for a second on a busy machine (ADR 0060).
            const now = yield* Clock.currentTimeMillis
            if ((i + 1) % ENTRIES_PER_YIELD === 0 || now - yielded >= MILLIS_PER_YIELD) {
              yield* Effect.yieldNow
              yielded = yield* Clock.currentTimeMillis
            }
          }
          const summary = summarize(actions, rows.length)
          if (options.dryRun || summary.error > 0) return yield* new RolledBack({ rows, summary })
          return { rows, summary }
        })
        return yield* transactor.transaction(run).pipe(
          Effect.map(({ rows, summary }): ImportResult => ({ dry_run: false, applied: true, summary, rows })),
          Effect.catchTag("RolledBack", ({ rows, summary }) =>
            Effect.succeed<ImportResult>({ dry_run: options.dryRun, applied: false, summary, rows })
          )
        )
      })

      const exportPage = Effect.fn("LabelTransfer.exportPage")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        page: PageRequest
      ) {
        yield* access.read(actor, workspace, "workspace", workspace)
        const rows = yield* repository.list({ workspaces: [workspace] }, page)
        const labels = rows.slice(0, page.limit)
        const children = yield* repository.childrenOf(labels.map((label) => label.id))
        const names = new Map<string, string | null>()
        const documents: Array<ExportedLabel> = []
        for (const label of labels) {
          const brand = label.brand_id
          if (brand !== null && !names.has(brand)) {
            names.set(brand, Option.getOrNull(Option.map(yield* brandRepository.findById(brand), (b) => b.name)))
          }
          const own = children.get(label.id) ?? emptyChildren
          documents.push(toLabelDocument(label, own, brand === null ? null : (names.get(brand) ?? null)))
        }
        return { items: documents, limit: page.limit, offset: page.offset, has_more: rows.length > page.limit }
      })

      return LabelTransfer.of({ import: importEntries, exportPage })
    })
  )
}
