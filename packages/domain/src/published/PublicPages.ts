import { Context, Effect, Layer, Option, Result, Schema, type Scope } from "effect"
import { gtinFormat, qualifierLevels } from "../gs1/Gs1Levels.ts"
import { type Gs1Level, type Gs1Resolution, levelLinks } from "../gs1/Gs1Links.ts"
import { type Gs1ResolverDescription, resolverDescription } from "../gs1/Gs1ResolverDescription.ts"
import { FormatRepository } from "../label/FormatRepository.ts"
import type { Label } from "../label/Label.ts"
import { LabelRepository } from "../label/LabelRepository.ts"
import { Gone, InvalidGtin, NotFound, type PersistenceUnavailable } from "../shared/errors.ts"
import { type DigitalLinkQualifiers, digitalLinkUri, parseGtin } from "../shared/Gs1.ts"
import { isRef, LabelId } from "../shared/ids.ts"
import { type LinkChangeListener, LinkChangeNotifier } from "../shared/LinkChangeNotifier.ts"
import { PublicBaseUrl } from "../shared/PublicBaseUrl.ts"
import { Text } from "../shared/primitives.ts"
import type { ELabelRequest } from "./ELabelPage.ts"
import { type ELabelSnapshot, type PublicELabelPage, snapshotPage } from "./ELabelSnapshot.ts"
import { documentOf } from "./LabelVersion.ts"
import { LabelVersionRepository } from "./LabelVersionRepository.ts"

export type { Gs1Level, Gs1Link, Gs1Resolution } from "../gs1/Gs1Links.ts"

/** The latest version of a published label: what its public pages are built from. */
export interface PublishedELabel {
  readonly label_id: LabelId
  readonly version: number
  readonly content_hash: string
  readonly snapshot: ELabelSnapshot
}

/** The path of a public e-label page. */
export const pagePath = (ref: string): string => `/l/${encodeURIComponent(ref)}`

const isStorableText = Schema.is(Text)

const notFound = (ref: string) => new NotFound({ resource: "label", id: ref })

/**
 * The public side of labels: the consumer e-label page of `/l/{ref}`, built
 * from the label's latest version only (never the live tables), and the GS1
 * Digital Link resolution of `/01/{gtin}[/10/{lot}]`. No caller: these
 * pages are public, so every rule here is about publication, not access.
 */
export class PublicPages extends Context.Service<
  PublicPages,
  {
    /**
     * The latest version behind a label ref or a format ref (one storage
     * round trip). `NotFound` for an unknown ref or a label never published
     * (and, without a query, for a string that cannot be a ref), `Gone` for
     * one whose latest version withdrew it.
     */
    readonly published: (ref: string) => Effect.Effect<PublishedELabel, NotFound | Gone | PersistenceUnavailable>
    /** The page of a ref in the language the request negotiates, from `published`. */
    readonly page: (
      ref: string,
      request?: ELabelRequest
    ) => Effect.Effect<PublicELabelPage, NotFound | Gone | PersistenceUnavailable>
    /**
     * Where `/01/{gtin}[/22/{cpv}][/10/{lot}]` goes: the levels of the
     * formats with that GTIN (`Gs1Levels.ts`: the variant's and lot's, then
     * the GTIN's format), else the label whose own GTIN it is, with the
     * links of each level built from their latest versions. Only published labels with
     * `use_gs1_digital_link` take part. `InvalidGtin` when the GTIN is
     * malformed, `Gone` when nothing takes part but a Digital Link label
     * with that GTIN was withdrawn (as its page answers), `NotFound` when
     * nothing takes part otherwise or the lot is text no field could hold
     * (neither reaches storage).
     */
    readonly resolveGs1: (
      gtin: string,
      qualifiers?: DigitalLinkQualifiers
    ) => Effect.Effect<Gs1Resolution, InvalidGtin | NotFound | Gone | PersistenceUnavailable>
    /** The GS1 resolver description file of this service (`/.well-known/gs1resolver`). */
    readonly gs1Description: Gs1ResolverDescription
    /**
     * Tells `listener` about every ref whose page changed (a new version, in
     * any process) until the scope closes: what a cache of `published` needs.
     */
    readonly watchChanges: (listener: LinkChangeListener) => Effect.Effect<void, never, Scope.Scope>
  }
>()("@elabel/domain/services/PublicPages") {
  /** Needs the label, format and label version repositories. */
  static readonly layer = Layer.effect(
    PublicPages,
    Effect.gen(function* () {
      const labels = yield* LabelRepository
      const formats = yield* FormatRepository
      const versions = yield* LabelVersionRepository
      const notifier = yield* LinkChangeNotifier
      const baseUrl = (yield* PublicBaseUrl).replace(/\/+$/, "")

      const published = Effect.fn("PublicPages.published")(function* (ref: string) {
        if (!isRef(ref)) return yield* notFound(ref)
        const latest = yield* versions.latestByRef(ref)
        if (Option.isNone(latest)) return yield* notFound(ref)
        if (!latest.value.is_published) return yield* new Gone({ resource: "label", id: ref })
        const { label_id, version, content_hash } = latest.value
        return {
          label_id: LabelId.make(label_id),
          version,
          content_hash,
          snapshot: documentOf(latest.value).snapshot
        } satisfies PublishedELabel
      })

      const page = Effect.fn("PublicPages.page")(function* (ref: string, request: ELabelRequest = {}) {
        const found = yield* published(ref)
        const built = snapshotPage(found.snapshot, ref, request)
        return built === undefined ? yield* notFound(ref) : built
      })

      /** Whether a label takes part in Digital Link resolution. */
      const resolvable = (label: Label) => label.is_published && label.use_gs1_digital_link === true

      /** Whether a Digital Link label is withdrawn: not published now, its latest version a withdrawal. */
      const withdrawn = (label: Label) =>
        label.is_published || label.use_gs1_digital_link !== true || label.ref === null
          ? Effect.succeed(false)
          : Effect.map(versions.latestByRef(label.ref), (latest) =>
              Option.match(latest, { onNone: () => false, onSome: (version) => !version.is_published })
            )

      // Every write to a published label records its version in the same transaction, so the live
      // rows of a published label are its latest version: the GTIN index of the live tables serves.
      const resolveGs1 = Effect.fn("PublicPages.resolveGs1")(function* (
        raw: string,
        qualifiers: DigitalLinkQualifiers = {}
      ) {
        const parsed = parseGtin(raw)
        if (Result.isFailure(parsed)) return yield* new InvalidGtin({ gtin: raw, reason: parsed.failure })
        const lot = qualifiers.lot ?? null
        const cpv = qualifiers.cpv ?? null
        // A value no field could hold (a NUL, an unpaired surrogate) names nothing, and never reaches storage.
        if ([lot, cpv].some((value) => value !== null && !isStorableText(value))) {
          return yield* new NotFound({ resource: "label", id: parsed.success })
        }
        const gtin = parsed.success
        const candidates = yield* formats.findByGtin(gtin)
        const owners = new Map<LabelId, Label | undefined>()
        for (const { format } of candidates) {
          if (owners.has(format.label_id)) continue
          owners.set(format.label_id, Option.getOrUndefined(yield* labels.findById(format.label_id)))
        }
        const takesPart = (id: LabelId) => {
          const owner = owners.get(id)
          return owner !== undefined && resolvable(owner)
        }
        const eligible = candidates
          .map((stored) => stored.format)
          .filter((format) => format.ref !== null && takesPart(format.label_id))
        const ownGtin = yield* labels.findByGtin(gtin)
        const gtinRef = gtinFormat(eligible)?.ref ?? ownGtin.find((own) => own.ref !== null && resolvable(own))?.ref
        if (gtinRef == null) {
          const named = [...owners.values(), ...ownGtin].filter((label) => label !== undefined)
          const gone = yield* Effect.findFirst(named, withdrawn)
          return yield* Option.isSome(gone)
            ? new Gone({ resource: "label", id: gtin })
            : new NotFound({ resource: "label", id: gtin })
        }
        const wanted: ReadonlyArray<readonly [string, string]> = [
          ...qualifierLevels(eligible, { cpv, lot }).map(
            ({ format, qualifiers }) => [format.ref ?? "", digitalLinkUri(baseUrl, gtin, qualifiers)] as const
          ),
          [gtinRef, digitalLinkUri(baseUrl, gtin)]
        ]
        const levels: Array<Gs1Level> = []
        for (const [ref, anchor] of wanted) {
          const found = yield* published(ref).pipe(
            Effect.catchTag("Gone", () => Effect.fail(new NotFound({ resource: "label", id: gtin })))
          )
          levels.push(levelLinks(found.snapshot, ref, `${baseUrl}${pagePath(ref)}`, anchor))
        }
        return { location: levels[0]?.defaultLink.href ?? "", levels } satisfies Gs1Resolution
      })

      return PublicPages.of({
        published,
        page,
        resolveGs1,
        gs1Description: resolverDescription(baseUrl),
        watchChanges: notifier.listen
      })
    })
  )
}
