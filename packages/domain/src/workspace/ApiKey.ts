/**
 * Workspace API keys: long-lived credentials a workspace's owners and admins
 * make for machines (an ERP, a shop). A key acts as a member of its one
 * workspace with its role, through a membership row of its own principal
 * (`keyPrincipal`), so every rule of `Access` applies to it unchanged.
 */
import { Schema } from "effect"
import { ApiKeyId, UserId, WorkspaceId } from "../shared/ids.ts"
import { IsoDateTime, Name } from "../shared/primitives.ts"

/** The roles a key may have: it never manages the workspace. */
export const KeyRole = Schema.Literals(["editor", "viewer"]).annotate({
  description: "editor (reads and writes the workspace's resources) or viewer (reads only)"
})
export type KeyRole = typeof KeyRole.Type

/** A key as the API lists it: never its secret. */
export const ApiKey = Schema.Struct({
  id: ApiKeyId,
  workspace_id: WorkspaceId,
  name: Schema.String,
  role: KeyRole,
  prefix: Schema.String.annotate({ description: "the key's first 15 characters, to tell keys apart" }),
  created_at: Schema.String,
  created_by: Schema.String.annotate({ description: "the user (`sub`) who made the key" }),
  expires_at: Schema.NullOr(Schema.String).annotate({ description: "when the key stops working; null: never" }),
  last_used_at: Schema.NullOr(Schema.String).annotate({
    description: "when the key was last used, to the minute (written at most once a minute); null: never"
  })
}).annotate({ identifier: "ApiKey" })
export type ApiKey = typeof ApiKey.Type

/** What storage keeps: the key, the SHA-256 of its secret, and when it was revoked. */
export interface ApiKeyRecord extends ApiKey {
  readonly secret_hash: string
  readonly revoked_at: string | null
}

/** The answer of create: the key with its secret, shown this once. */
export const ApiKeyWithSecret = Schema.Struct({
  ...ApiKey.fields,
  secret: Schema.String.annotate({
    description:
      "`elabel_` + 44 random base62 characters + a 6-character checksum; shown only in this answer, store it " +
      "in a secret manager"
  })
}).annotate({ identifier: "ApiKeyWithSecret" })
export type ApiKeyWithSecret = typeof ApiKeyWithSecret.Type

/** Body of `POST /v1/workspaces/{id}/api-keys`. */
export const ApiKeyCreate = Schema.Struct({
  name: Name,
  role: KeyRole,
  expires_at: Schema.optionalKey(
    Schema.NullOr(IsoDateTime).annotate({ description: "a future instant; omitted or null: the key never expires" })
  )
}).annotate({ identifier: "ApiKeyCreate" })
export type ApiKeyCreate = typeof ApiKeyCreate.Type

/** The public view of a stored key. */
export const toApiKey = ({ secret_hash: _hash, revoked_at: _revoked, ...key }: ApiKeyRecord): ApiKey => key

const PRINCIPAL_PREFIX = "apikey:"

/**
 * The user id a key acts as: its membership row and every `actor` of the
 * use cases. A token whose `sub` has this shape is refused, so no identity
 * provider can mint a key's identity.
 */
export const keyPrincipal = (id: ApiKeyId): UserId => UserId.make(`${PRINCIPAL_PREFIX}${id}`)

/** Whether a user id is a key's principal. */
export const isKeyPrincipal = (user: string): boolean => user.startsWith(PRINCIPAL_PREFIX)

/** The key id of a key's principal. */
export const keyIdOf = (principal: UserId): ApiKeyId => ApiKeyId.make(principal.slice(PRINCIPAL_PREFIX.length))
