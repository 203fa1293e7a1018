import type { LabelIncomplete } from "./compliance/ComplianceIssue.ts"
import type {
  Conflict,
  IdempotencyKeyReused,
  InvalidInput,
  MediaTooLarge,
  NotAMember,
  NotAnAdmin,
  NotFound,
  NotWritable,
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
