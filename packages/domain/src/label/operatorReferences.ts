/**
 * The business operators a label write names (`bottler_id`, `distributor_id`,
 * `ppwr_importer_id`, `ppwr_manufacturer_id`), and the check that each is an
 * operator of the label's workspace.
 */
import { Effect } from "effect"
import type { FieldIssue, PersistenceUnavailable } from "../shared/errors.ts"
import type { WorkspaceId } from "../shared/ids.ts"
import { LABEL_OPERATOR_FIELDS } from "./BusinessOperator.ts"
import type { BusinessOperatorRepository } from "./BusinessOperatorRepository.ts"

/** What a label names an unknown operator (or another workspace's) with. */
export const OPERATOR_OUTSIDE_WORKSPACE =
  "must be the id of a business operator of the label's workspace (GET /v1/business-operators)"

/** The operator ids `body` sets (null clears and names nothing), each with its field as its path. */
export const operatorReferencesOf = (body: object): ReadonlyArray<{ readonly path: string; readonly id: string }> =>
  Object.keys(LABEL_OPERATOR_FIELDS).flatMap((key) => {
    const id: unknown = (body as Record<string, unknown>)[key]
    return typeof id === "string" ? [{ path: key, id }] : []
  })

/**
 * The issues of the references: an unknown id and another workspace's alike. One read, none when nothing is
 * named; an id the label already holds (`current`) is not checked again. The operators found stay locked
 * against a delete until the write's transaction ends, so a label never commits naming a deleted operator.
 */
export const operatorIssues = (
  operators: BusinessOperatorRepository["Service"],
  workspace: WorkspaceId,
  body: object,
  current: object = {}
): Effect.Effect<ReadonlyArray<FieldIssue>, PersistenceUnavailable> => {
  const held = current as Record<string, unknown>
  const references = operatorReferencesOf(body).filter((reference) => held[reference.path] !== reference.id)
  if (references.length === 0) return Effect.succeed([])
  return Effect.map(
    operators.findMany(
      workspace,
      references.map((reference) => reference.id),
      true
    ),
    (found) => {
      const known = new Set<string>(found.map((operator) => operator.id))
      return references
        .filter((reference) => !known.has(reference.id))
        .map((reference) => ({ path: reference.path, message: OPERATOR_OUTSIDE_WORKSPACE }))
    }
  )
}
