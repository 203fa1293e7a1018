/** Emitting webhook events into the outbox, inside the transaction of the write that causes them. */
import { Effect, Option } from "effect"
import { IdGenerator } from "../shared/IdGenerator.ts"
import { WorkspaceId } from "../shared/ids.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { WorkspaceRepository } from "../workspace/WorkspaceRepository.ts"
import { EventOutbox } from "./EventOutbox.ts"
import { type EventType, type LabelEventData, makeEvent, type QrCodeEventData } from "./Webhook.ts"

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
