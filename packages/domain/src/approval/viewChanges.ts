/**
 * What changed between the view a publish request froze and the label's view
 * now, named as a client reads it: a field of the label or its brand
 * (`label.alcohol_content`, `brand.name`), a whole list (`label.formats`,
 * `children.ingredients`), the catalogue entries the page prints
 * (`catalog.ingredients`) or its files (`media`).
 */
import { type SnapshotView, sameView } from "../published/SnapshotView.ts"

const same = (a: unknown, b: unknown) => sameView({ value: a }, { value: b })

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The keys of two records whose values differ, sorted. */
const differingKeys = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !same(a[key], b[key])).sort()

/** The paths in which `now` differs from `frozen`; empty when they show the same. */
export const viewChanges = (frozen: SnapshotView, now: SnapshotView): ReadonlyArray<string> =>
  differingKeys(frozen, now).flatMap((part) => {
    const [before, after] = [frozen[part], now[part]]
    if (!isRecord(before) || !isRecord(after)) return [part]
    const keys = differingKeys(before, after)
    return keys.length > 0 ? keys.map((key) => `${part}.${key}`) : [part]
  })
