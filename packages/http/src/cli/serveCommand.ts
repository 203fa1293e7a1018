/** `serve`: the server, exactly as `npm start` runs it. */
import { Cause, Effect, Logger } from "effect"
import { Command } from "effect/cli"
import { serverProgram } from "../server/ServerProgram.ts"
import { Reported } from "./cliSupport.ts"

/** `serve`. */
export const serveCommand = Command.make("serve", {}, () =>
  serverProgram.pipe(
    // The server logs to stdout like `npm start` (the other commands keep stdout for their output).
    Effect.provideService(Logger.LogToStderr, false),
    // The server already logged why it stopped.
    Effect.catchCause((cause) => (Cause.hasInterruptsOnly(cause) ? Effect.interrupt : Effect.fail(new Reported())))
  )
).pipe(Command.withDescription("Run the HTTP server (the same as npm start)"))
