import { SignInStore, type StoredSession } from "@elabel/domain"
import { Effect, Layer, Ref } from "effect"

/** `SignInStore` in memory: two maps in `Ref`s, each operation one atomic `modify`. */
export const SignInStoreMemory: Layer.Layer<SignInStore> = Layer.effect(
  SignInStore,
  Effect.gen(function* () {
    const links = yield* Ref.make(new Map<string, { readonly expiresAt: Date }>())
    const sessions = yield* Ref.make(new Map<string, StoredSession>())
    const without = <V>(map: Map<string, V>, key: string) => {
      const next = new Map(map)
      next.delete(key)
      return next
    }
    const unexpired = <V extends { readonly expiresAt: Date }>(map: Map<string, V>, now: Date) =>
      new Map([...map].filter(([, value]) => value.expiresAt.getTime() > now.getTime()))
    return SignInStore.of({
      spendLink: (hash, expiresAt) =>
        Ref.modify(links, (map) =>
          map.has(hash) ? ([false, map] as const) : ([true, new Map(map).set(hash, { expiresAt })] as const)
        ),
      addSession: (hash, session) => Ref.update(sessions, (map) => new Map(map).set(hash, session)),
      findSession: (hash, now) =>
        Effect.map(Ref.get(sessions), (map) => {
          const session = map.get(hash)
          return session !== undefined && session.expiresAt.getTime() > now.getTime() ? session : undefined
        }),
      removeSession: (hash) => Ref.update(sessions, (map) => without(map, hash)),
      purgeExpired: (now) =>
        Effect.gen(function* () {
          const before = (yield* Ref.get(links)).size + (yield* Ref.get(sessions)).size
          yield* Ref.update(links, (map) => unexpired(map, now))
          yield* Ref.update(sessions, (map) => unexpired(map, now))
          return before - (yield* Ref.get(links)).size - (yield* Ref.get(sessions)).size
        })
    })
  })
)
