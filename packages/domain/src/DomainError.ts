import type { LabelIncomplete } from "./compliance/ComplianceIssue.ts"
import type {
  ApprovalRequired,
  Conflict,
  IdempotencyKeyReused,
  InvalidInput,
  LabelChanged,
  MediaTooLarge,
  NotAMember,
  NotAnAdmin,
  NotFound,
  NotWritable,
  OwnRequest,
  PersistenceUnavailable,
  PlanLimit,
  PreconditionFailed,
  UnknownLocale,
  UnsupportedMedia
} from "./shared/errors.ts"

/** Every error a use case can fail with. */
export type DomainError =
  | NotFound
  | NotWritable
  | NotAMember
  | NotAnAdmin
  | PlanLimit
  | Conflict
  | InvalidInput
  | UnknownLocale
  | PreconditionFailed
  | IdempotencyKeyReused
  | LabelIncomplete
  | PersistenceUnavailable
  | UnsupportedMedia
  | MediaTooLarge
  | ApprovalRequired
  | OwnRequest
  | LabelChanged
