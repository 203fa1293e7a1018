/**
 * What travels on the channel of link changes (ADR 0055): changes with an
 * id to acknowledge, acknowledgements, and the presence of processes.
 *
 * - `changes:<id>|<message>\n<message>…` (the id is `<process>.<n>`)
 * - `ack:<id>:<process>`
 * - `hello:<process>`, `alive:<process>`, `bye:<process>`
 *
 * A payload of none of these forms is a bare change message, as a process
 * of an earlier release sends it.
 */

/** The PostgreSQL channel of changes, acknowledgements and presence. */
export const LINK_CHANGES_CHANNEL = "elabel_links"

/** PostgreSQL's limit on a payload is 8000 bytes: changes are sent in frames below it. */
const FRAME_BYTES = 7000

/** One received payload. */
export type Frame =
  | { readonly _tag: "changes"; readonly id: string; readonly from: string; readonly messages: ReadonlyArray<string> }
  | { readonly _tag: "ack"; readonly id: string; readonly from: string }
  | { readonly _tag: "hello" | "alive" | "bye"; readonly from: string }
  | { readonly _tag: "legacy"; readonly from: undefined; readonly message: string }

/** Reads one payload. */
export const parseFrame = (payload: string): Frame => {
  const colon = payload.indexOf(":")
  const kind = payload.slice(0, colon)
  const rest = payload.slice(colon + 1)
  if (kind === "changes") {
    const bar = rest.indexOf("|")
    const id = rest.slice(0, bar)
    return { _tag: "changes", id, from: id.slice(0, id.lastIndexOf(".")), messages: rest.slice(bar + 1).split("\n") }
  }
  if (kind === "ack") {
    const last = rest.lastIndexOf(":")
    return { _tag: "ack", id: rest.slice(0, last), from: rest.slice(last + 1) }
  }
  if (kind === "hello" || kind === "alive" || kind === "bye") return { _tag: kind, from: rest }
  return { _tag: "legacy", from: undefined, message: payload }
}

/** The frames that carry `messages`, each under a fresh id from `nextId`. */
export const framesOf = (
  messages: ReadonlyArray<string>,
  nextId: () => string
): ReadonlyArray<{ readonly id: string; readonly payload: string }> => {
  const frames: Array<{ id: string; payload: string }> = []
  let batch: Array<string> = []
  let bytes = 0
  const flush = () => {
    if (batch.length === 0) return
    const id = nextId()
    frames.push({ id, payload: `changes:${id}|${batch.join("\n")}` })
    batch = []
    bytes = 0
  }
  for (const message of messages) {
    if (bytes + message.length + 1 > FRAME_BYTES) flush()
    batch.push(message)
    bytes += message.length + 1
  }
  flush()
  return frames
}

/** How long a process that said nothing is still taken for alive. */
const ALIVE_FOR_MS = 15_000

/** The other processes heard from lately. */
export interface Peers {
  readonly seen: (id: string) => void
  readonly gone: (id: string) => void
  readonly live: () => ReadonlyArray<string>
}

/** Presence kept on the wall clock (a peer's last word), independent of any Effect clock. */
export const peers = (now: () => number = Date.now): Peers => {
  const last = new Map<string, number>()
  return {
    seen: (id) => {
      last.set(id, now())
    },
    gone: (id) => {
      last.delete(id)
    },
    live: () => {
      const cutoff = now() - ALIVE_FOR_MS
      for (const [id, at] of last) if (at < cutoff) last.delete(id)
      return [...last.keys()]
    }
  }
}
