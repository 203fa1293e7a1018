/**
 * `GET /v1/labels/{id}` as a hot route (`server/HotPaths.ts`, ADR 0024):
 * answered before the Effect app when everything it needs is in memory:
 * the caller's verified token (`TokenVerifier.verified`), the label's
 * encoded answer (`LabelAnswers.ts`), the caller's membership of its
 * workspace (`Access.readsFromMemory`) and a quota left. The answer is what
 * the endpoint and the global middleware give for it: the kept JSON under
 * its `ETag` (a bodiless 304 on a match), compressed when asked and large
 * enough, with `Vary` and the `RateLimit` fields. Anything else (a miss,
 * an unusual request, a refusal of any kind) goes to the endpoint, which
 * decides as ever; only a request answered here is counted here.
 */
import type { Access, UserId, WorkspaceId } from "@elabel/domain"
import type { TokenVerifier } from "../auth/TokenVerifier.ts"
import { codingOf, compressedSync, MIN_COMPRESSED_BYTES } from "../protocol/Compression.ts"
import { isNotModified } from "../protocol/EntityTags.ts"
import { type HotRoute, headerOf } from "../protocol/HotPaths.ts"
import { limitField, policyField, type RateLimiterShape } from "../protocol/RateLimiter.ts"
import { bearerCredential, hasRepeatedAuthorization } from "./AuthorizationLive.ts"

/** A kept answer of a label, as `LabelAnswers` holds it. */
export interface KeptLabel {
  readonly workspace: WorkspaceId
  readonly body: Uint8Array
  readonly etag: string
}

/** What the hot route reads: the kept label of an id at a time, the token cache, memberships, the quota. */
export interface LabelHotInputs {
  readonly kept: (id: string, now: number) => KeptLabel | undefined
  readonly verifier: TokenVerifier["Service"]
  readonly access: Access["Service"]
  readonly limiter: RateLimiterShape | undefined
}

// A label id as the answers are kept: the canonical lower-case UUID, and no query.
const LABEL_PATH = /^\/v1\/labels\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

/** The caller of a request whose single `Authorization: Bearer` token was verified before. */
const knownCaller = (request: Parameters<HotRoute>[0], verifier: TokenVerifier["Service"], now: number) => {
  const authorization = headerOf(request, "authorization")
  const credential = bearerCredential(authorization)
  if (credential === "" || hasRepeatedAuthorization(authorization, request.rawHeaders)) return undefined
  return verifier.verified(credential, now)
}

/** The hot route of the label GET over `inputs`. */
export const labelHotRoute =
  ({ kept, verifier, access, limiter }: LabelHotInputs): HotRoute =>
  (request, now) => {
    const id = request.method === "GET" ? LABEL_PATH.exec(request.url)?.[1] : undefined
    const caller: UserId | undefined = id === undefined ? undefined : knownCaller(request, verifier, now)
    const label = id === undefined || caller === undefined ? undefined : kept(id, now)
    if (caller === undefined || label === undefined) return undefined
    if (access.readsFromMemory(caller, label.workspace, now) !== true) return undefined
    const compressible = label.body.byteLength >= MIN_COMPRESSED_BYTES
    const coding = compressible ? codingOf(headerOf(request, "accept-encoding")) : undefined
    const body = coding === undefined ? label.body : compressedSync(coding, label.body)
    if (body === undefined) return undefined
    // Counted only now that the answer is certain; over quota, the endpoint refuses (a refused `take` counts nothing).
    const decision = limiter?.take(caller, now)
    if (decision !== undefined && !decision.allowed) return undefined
    const limits =
      limiter === undefined || decision === undefined
        ? {}
        : { "ratelimit-policy": policyField(limiter.policy), ratelimit: limitField(decision) }
    if (isNotModified(request.method, headerOf(request, "if-none-match"), label.etag)) {
      return { status: 304, headers: { etag: label.etag, ...limits } }
    }
    const headers = {
      etag: label.etag,
      "content-type": "application/json",
      "content-length": String(body.byteLength),
      ...(compressible ? { vary: "Accept-Encoding" } : {}),
      ...(coding === undefined ? {} : { "content-encoding": coding }),
      ...limits
    }
    return { status: 200, headers, body }
  }
