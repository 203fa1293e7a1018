/** Emitting webhook events into the outbox, inside the transaction of the write that causes them. */
import { Effect, Option } from "effect"
import { WorkspaceId } from "../ids.ts"
import { EventOutbox } from "../ports/EventOutbox.ts"
import { IdGenerator } from "../ports/IdGenerator.ts"
import { WorkspaceRepository } from "../ports/WorkspaceRepository.ts"
import { type EventType, type LabelEventData, makeEvent, type QrCodeEventData } from "../Webhook.ts"
import { currentTimestamp } from "./timestamp.ts"

/** Builds `emit`: the event goes to the outbox only when the workspace has `feature_events`. */
export const makeEvents = Effect.gen(function* () {
  const outbox = yield* EventOutbox
  const workspaces = yield* WorkspaceRepository
  const ids = yield* IdGenerator

  const emit = Effect.fnUntraced(function* (type: EventType, data: LabelEventData | QrCodeEventData) {
    const workspace = yield* workspaces.findById(WorkspaceId.make(data.workspace_id))
    if (Option.isNone(workspace) || !workspace.value.record.feature_events) return
    yield* outbox.append(makeEvent(yield* ids.uuid, type, yield* currentTimestamp, data))
  })

  return { emit } as const
})
