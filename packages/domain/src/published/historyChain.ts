/**
 * The check of one label's hash chain against its recorded head
 * (`verify-history`, issue 33 item 6): the first version that is actually
 * wrong, and why. Each version must check out on its own (`versionBreak`),
 * be numbered after the one before it, and link to it; the last must be the
 * head the label recorded. When a link breaks, the version that changed is
 * the one its neighbour no longer agrees with: a version still linked to by
 * the version after it (or recorded as the head) is intact, so the one
 * before it was changed; otherwise it was changed itself. The head's number
 * tells versions removed from the end from a last version changed.
 */
import { Effect } from "effect"
import { type StoredLabelVersion, versionBreak } from "./LabelVersion.ts"
import type { HistoryHead } from "./LabelVersionRepository.ts"

/** The first wrong version of a chain and why (the CLI prints `label <id> version <n>: <reason>`). */
export interface ChainBreak {
  readonly version: number
  readonly reason: string
}

const CHANGED = "changed after it was recorded"

/** `removed from the history`, naming the others when more than one is missing. */
const removed = (first: number, last: number, why: string): ChainBreak => ({
  version: first,
  reason:
    first === last
      ? `removed from the history${why}`
      : `removed from the history, with the versions after it up to ${last}${why}`
})

/** The break where the last version is not the recorded head. */
const headBreak = (head: HistoryHead, chain: ReadonlyArray<StoredLabelVersion>, last: StoredLabelVersion) => {
  const recorded = chain.findIndex((version) => version.content_hash === head.head)
  const after = chain[recorded + 1]
  if (recorded >= 0 && after !== undefined) {
    return { version: after.version, reason: `added outside the service: the recorded head is version ${recorded + 1}` }
  }
  if (head.version !== null && head.version > last.version) {
    return removed(last.version + 1, head.version, `: the recorded head is version ${head.version}`)
  }
  if (head.version === last.version) {
    return { version: last.version, reason: `${CHANGED}: its hash is not the label's recorded head` }
  }
  return {
    version: last.version,
    reason: "not the label's recorded head: it was changed, or versions after it were removed"
  }
}

/** The first break of one label's chain (versions oldest first) against its recorded head; none when it holds. */
export const chainBreak = Effect.fnUntraced(function* (
  head: HistoryHead,
  chain: ReadonlyArray<StoredLabelVersion>
): Effect.fn.Return<ChainBreak | undefined> {
  for (const [index, version] of chain.entries()) {
    const own = yield* versionBreak(version)
    if (own !== undefined) return { version: version.version, reason: own }
    const previous = chain[index - 1]
    const expected = (previous?.version ?? 0) + 1
    if (version.version !== expected) return removed(expected, version.version - 1, "")
    if (version.previous_hash === (previous?.content_hash ?? null)) continue
    if (previous === undefined) return { version: 1, reason: "it links to a version before the first" }
    const next = chain[index + 1]
    const intact = next === undefined ? head.head === version.content_hash : next.previous_hash === version.content_hash
    return intact
      ? { version: previous.version, reason: `${CHANGED}: its hash is not the one version ${version.version} links to` }
      : { version: version.version, reason: `${CHANGED}: it does not link to version ${previous.version}` }
  }
  const last = chain.at(-1)
  if (last === undefined) {
    return {
      version: 1,
      reason: head.head === null ? "published, but no version is recorded" : "every version has been removed"
    }
  }
  return head.head === last.content_hash ? undefined : headBreak(head, chain, last)
})
