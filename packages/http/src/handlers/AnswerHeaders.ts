/**
 * Headers a handler adds to its answer after the fact (`Location`, `ETag`):
 * pre-response handlers run only when the answer is sent, after every
 * middleware. Whoever keeps the answer inside the request (the
 * `Idempotency` middleware, which stores it in the work's transaction)
 * provides a map, and the handler records them there too.
 */
import { Context, Effect, Option } from "effect"

/** The map an answer's late headers are recorded in, when someone keeps the answer. */
export class AnswerHeaders extends Context.Service<AnswerHeaders, Map<string, string>>()(
  "@elabel/http/handlers/AnswerHeaders"
) {}

/** Records a late header of the answer, if anyone listens. */
export const recordAnswerHeader = (name: string, value: string): Effect.Effect<void> =>
  Effect.map(Effect.serviceOption(AnswerHeaders), (headers) => {
    if (Option.isSome(headers)) headers.value.set(name, value)
  })
