import { Context, Effect, Layer } from "effect"
import {
  ApiKeyId,
  BrandId,
  BusinessOperatorId,
  ChildRowId,
  DeliveryId,
  FormatId,
  LabelId,
  MediaId,
  PublishRequestId,
  QrCodeId,
  WebhookId,
  WorkspaceId
} from "./ids.ts"

/**
 * Every kind of id the domain creates, by name: each a UUID that takes its
 * brand from the id's own Schema (checked, never cast).
 */
const idKinds = {
  ApiKeyId,
  WorkspaceId,
  BrandId,
  LabelId,
  FormatId,
  QrCodeId,
  WebhookId,
  DeliveryId,
  ChildRowId,
  MediaId,
  PublishRequestId,
  BusinessOperatorId
}

/** The name of a kind of id the domain creates (`"LabelId"`). */
export type IdKind = keyof typeof idKinds

/** The branded id of a kind (`IdOf<"LabelId">` is `LabelId`). */
export type IdOf<K extends IdKind> = (typeof idKinds)[K]["Type"]

/** The ids the domain creates. */
export type NewId = IdOf<IdKind>

const brands: { readonly [K in IdKind]: (uuid: string) => IdOf<K> } = {
  ApiKeyId: ApiKeyId.make,
  WorkspaceId: WorkspaceId.make,
  BrandId: BrandId.make,
  LabelId: LabelId.make,
  FormatId: FormatId.make,
  QrCodeId: QrCodeId.make,
  WebhookId: WebhookId.make,
  DeliveryId: DeliveryId.make,
  ChildRowId: ChildRowId.make,
  MediaId: MediaId.make,
  PublishRequestId: PublishRequestId.make,
  BusinessOperatorId: BusinessOperatorId.make
}

/** What `IdGenerator` answers. */
export interface IdGeneratorShape {
  /** A fresh id of the named kind: `yield* ids.next("LabelId")`. */
  readonly next: <K extends IdKind>(kind: K) => Effect.Effect<IdOf<K>>
  /** A fresh UUID that names no resource (an event id, a lease token). */
  readonly uuid: Effect.Effect<string>
}

/** Source of new UUIDs (v4), typed by the kind of id asked for. Swappable for deterministic ids in tests. */
export class IdGenerator extends Context.Service<IdGenerator, IdGeneratorShape>()("@elabel/domain/ports/IdGenerator") {
  /** The generator over a source of lower-case UUIDs: every kind of id is one of them, with its brand. */
  static readonly fromUuids = (uuid: Effect.Effect<string>): IdGeneratorShape => ({
    next: (kind) => Effect.map(uuid, (value) => brands[kind](value)),
    uuid
  })

  /** Random UUIDs from the platform's cryptographic source (Web Crypto). */
  static readonly layer = Layer.succeed(IdGenerator, IdGenerator.fromUuids(Effect.sync(() => crypto.randomUUID())))
}
