/**
 * An in-process "socket" to PGlite for `@effect/sql-pg`: a Duplex that cuts
 * the client's bytes into PostgreSQL wire-protocol messages and hands them to
 * PGlite's `execProtocolRawStream`, pushing its answers back as the
 * server's bytes. No port, no TCP, and the same client (type decoding,
 * prepared statements, transactions) as against a PostgreSQL server.
 */

import { Duplex } from "node:stream"
import type { PGlite } from "@electric-sql/pglite"

/** Request codes a client may send before its startup message (`SSLRequest`, `GSSENCRequest`) and `CancelRequest`. */
const SSL_REQUEST = 80877103
const GSSENC_REQUEST = 80877104
const CANCEL_REQUEST = 80877102
const TERMINATE = 0x58 // "X"
/** The answer to an encryption request: "N", not supported (there is no wire to encrypt). */
const REFUSE = Buffer.from("N")

/**
 * A factory of Duplex streams to `db`, for `PgClient`'s `stream` option. Each
 * stream is one session; PGlite has a single backend, so use one client
 * connection per PGlite. Every batch of messages runs inside `runExclusive`,
 * so other users of the same PGlite never interleave with it.
 */
export const pgliteStream = (db: PGlite) => (): Duplex => {
  let pending: Buffer = Buffer.alloc(0)
  let startup = true
  let ended = false
  /** The server side hangs up: no more bytes either way. */
  const hangUp = () => {
    if (!ended) duplex.push(null)
    ended = true
  }
  const onRawData = (bytes: Uint8Array) => {
    // PGlite reuses its output buffer: copy before handing on.
    if (!ended) duplex.push(Buffer.from(bytes))
  }
  const duplex: Duplex = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, callback) {
      if (ended) return callback()
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
      const { startupFrames, frames, terminate, cancel, malformed } = takeFrames()
      if (malformed) return callback(new Error("PgliteStream: malformed wire-protocol message"))
      // PGlite runs one statement at a time to completion: a cancel request has nothing to cancel.
      if (cancel) hangUp()
      if (cancel || (startupFrames.length === 0 && frames.length === 0)) {
        if (terminate) hangUp()
        return callback()
      }
      const run = async () => {
        for (const frame of startupFrames) {
          const code = frame.readInt32BE(4)
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) onRawData(REFUSE)
          else await db.execProtocolRawStream(frame, { onRawData })
        }
        if (frames.length > 0) await db.execProtocolRawStream(Buffer.concat(frames), { onRawData })
      }
      // The callback waits for PGlite, so the next write (and its messages) queue behind this batch.
      db.runExclusive(run).then(
        () => {
          if (terminate) hangUp()
          callback()
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)))
      )
    },
    final(callback) {
      hangUp()
      callback()
    }
  })

  /** Cuts the complete messages off the buffered bytes; a partial message waits for its rest. */
  const takeFrames = () => {
    const startupFrames: Array<Buffer> = []
    const frames: Array<Buffer> = []
    let terminate = false
    let cancel = false
    let malformed = false
    let offset = 0
    for (;;) {
      const available = pending.length - offset
      if (startup) {
        // Before the session: length-prefixed messages without a type byte.
        if (available < 8) break
        const length = pending.readInt32BE(offset)
        if (length < 8) {
          malformed = true
          break
        }
        if (available < length) break
        const frame = pending.subarray(offset, offset + length)
        offset += length
        const code = frame.readInt32BE(4)
        if (code === CANCEL_REQUEST) {
          cancel = true
          break
        }
        startupFrames.push(frame)
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) startup = false
      } else {
        // In the session: a type byte, then a length that counts itself but not the type.
        if (available < 5) break
        const length = pending.readInt32BE(offset + 1)
        if (length < 4) {
          malformed = true
          break
        }
        if (available < length + 1) break
        if (pending[offset] === TERMINATE) terminate = true
        else frames.push(pending.subarray(offset, offset + length + 1))
        offset += length + 1
      }
    }
    pending = pending.subarray(offset)
    return { startupFrames, frames, terminate, cancel, malformed }
  }

  return duplex
}
