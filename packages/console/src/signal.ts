/** A value views subscribe to (the language, the route): `useValue` re-renders a view when it changes. */
import { useEffect, useState } from "preact/hooks"

export interface Signal<A> {
  readonly get: () => A
  readonly set: (value: A) => void
  readonly subscribe: (listener: (value: A) => void) => () => void
}

export const signal = <A>(initial: A): Signal<A> => {
  let value = initial
  const listeners = new Set<(value: A) => void>()
  return {
    get: () => value,
    set: (next) => {
      value = next
      for (const listener of listeners) listener(next)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
  }
}

/** The signal's value, the view re-rendered on every change. */
export const useValue = <A>(source: Signal<A>): A => {
  const [value, setValue] = useState(source.get())
  useEffect(() => source.subscribe(setValue), [source])
  return value
}
