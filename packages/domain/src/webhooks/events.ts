/** Emitting webhook events into the outbox, inside the transaction of the write that causes them. */
import { Effect } from "effect"
import { IdGenerator } from "../shared/IdGenerator.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { EventOutbox } from "./EventOutbox.ts"
import { type EventData, type EventType, makeEvent } from "./Webhook.ts"

/**
 * Builds `emit`: the event goes to the outbox, which keeps it only when the workspace has `feature_events`
 * (checked in the same statement: no read of the workspace first).
 */
export const makeEvents = Effect.gen(function* () {
  const outbox = yield* EventOutbox
  const ids = yield* IdGenerator

  /** The event, to hand to a write that appends it in its own statement (a version's append, ADR 0061). */
  const prepare = Effect.fnUntraced(function* (type: EventType, data: EventData) {
    return makeEvent(yield* ids.uuid, type, yield* currentTimestamp, data)
  })

  const emit = Effect.fnUntraced(function* (type: EventType, data: EventData) {
    yield* outbox.append(yield* prepare(type, data))
  })

  return { prepare, emit } as const
})
