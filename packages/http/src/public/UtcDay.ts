/**
 * The UTC day of a counted request, and the keys of daily counters in the
 * in-process buffers: the day text is computed once per day, not per request.
 */

const DAY_MS = 86_400_000
let dayStart = 0
let dayEnd = 0
let dayText = "1970-01-01"

/** `YYYY-MM-DD` (UTC) of `now` (epoch ms). */
export const utcDay = (now: number): string => {
  if (now < dayStart || now >= dayEnd) {
    dayStart = now - (((now % DAY_MS) + DAY_MS) % DAY_MS)
    dayEnd = dayStart + DAY_MS
    dayText = new Date(dayStart).toISOString().slice(0, 10)
  }
  return dayText
}

/** Keys made today, by first and second part: a counted request reuses its key instead of building a string. */
let keysDay = ""
const keys = new Map<string, Map<string, string>>()
/** Keys remembered per first part (countries, or formats of a language, are few); more are built each time. */
const MAX_KEYS = 1000

/** The key of one daily counter: its parts joined by a NUL (which none of them can hold). */
export const dayKey = (day: string, a: string, b: string): string => {
  if (day !== keysDay) {
    keysDay = day
    keys.clear()
  }
  let byB = keys.get(a)
  if (byB === undefined) {
    byB = new Map()
    keys.set(a, byB)
  }
  const known = byB.get(b)
  if (known !== undefined) return known
  const key = `${day}\u0000${a}\u0000${b}`
  if (byB.size < MAX_KEYS) byB.set(b, key)
  return key
}

/** The parts of a `dayKey`. */
export const fromDayKey = (key: string): readonly [day: string, a: string, b: string] => {
  const [day = "", a = "", b = ""] = key.split("\u0000")
  return [day, a, b]
}
