/**
 * The server process: `npm start` (Node 24 runs this file directly).
 * SIGINT/SIGTERM interrupt it; the server then stops accepting connections,
 * lets in-flight requests finish, releases its layers and exits 0.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { serverProgram, teardown } from "./server/ServerProgram.ts"

NodeRuntime.runMain(serverProgram, { teardown, disableErrorReporting: true })
