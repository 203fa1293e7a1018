/**
 * The SQL statements a request sends, as text, for the statement-count test:
 * every statement the `SqlClient` runs in a fiber that carries a
 * `StatementLog` (a request sent with `logged`). On PostgreSQL a change
 * announcement is one such statement (`SELECT pg_notify(…)`); on PGlite,
 * whose notifier is in-process, `notingAnnouncements` notes each as the
 * statement it would be, but a prepared one (ADR 0068), part of the write's
 * statement there, is noted apart once delivered. BEGIN, COMMIT, SAVEPOINT and RELEASE go past the
 * hook, uncounted as statements; `countingTransactions` notes each
 * transaction the domain opens (outermost or nested) apart.
 */
import { LinkChangeNotifier, Transactor } from "@elabel/domain"
import { Context, Effect, Layer } from "effect"
import { Statement } from "effect/sql"

/** The statements of the running request, in order; `undefined`: not logged. */
export const StatementLog = Context.Reference<Array<string> | undefined>("@elabel/http/test/StatementLog", {
  defaultValue: () => undefined
})

const note = (text: string) =>
  Effect.withFiber((fiber) => {
    fiber.getRef(StatementLog)?.push(text)
    return Effect.void
  })

/** Notes each statement's text in the fiber's log before it runs. */
const noting: Statement.Transformer = (self, _sql, fiber) =>
  Effect.sync(() => {
    fiber.getRef(StatementLog)?.push(self.compile()[0])
    return self
  })

/** The (in-process) notifier of the context with each announcement noted as the `pg_notify` PostgreSQL sends for it. */
export const notingAnnouncements = Layer.effect(
  LinkChangeNotifier,
  Effect.gen(function* () {
    const notifier = yield* LinkChangeNotifier
    return LinkChangeNotifier.of({
      ...notifier,
      changed: (ref) => Effect.andThen(note(`SELECT pg_notify('elabel_links', '${ref}')`), notifier.changed(ref)),
      labelChanged: (id) =>
        Effect.andThen(note(`SELECT pg_notify('elabel_links', 'label:${id}')`), notifier.labelChanged(id)),
      membershipChanged: (workspace) =>
        Effect.andThen(
          note(`SELECT pg_notify('elabel_links', 'member:${workspace}')`),
          notifier.membershipChanged(workspace)
        ),
      announce: (messages) =>
        Effect.andThen(
          note(`SELECT pg_notify('elabel_links', m) FROM unnest('{${messages.join(",")}}') AS m`),
          notifier.announce(messages)
        ),
      // Prepared, its notices are part of the write's statement on PostgreSQL: noted apart, once delivered.
      prepare: (messages) =>
        Effect.map(notifier.prepare(messages), (prepared) => ({
          ...prepared,
          delivered: Effect.andThen(note(ANNOUNCED), prepared.delivered)
        }))
    })
  })
)

/** How a transaction is noted in the log (apart from the statements). */
export const TRANSACTION = "(transaction)"

/** How a prepared announcement, delivered, is noted in the log (apart from the statements). */
export const ANNOUNCED = "(announced)"

/** The `Transactor` of the context with each transaction it runs noted in the fiber's log. */
export const countingTransactions = Layer.effect(
  Transactor,
  Effect.map(Effect.service(Transactor), (transactor) =>
    Transactor.of({
      ...transactor,
      transaction: (self) => Effect.andThen(note(TRANSACTION), transactor.transaction(self))
    })
  )
)

/** Runs `self` (a request) and answers what it answered with the statements it sent and the transactions it ran. */
export const logged = <A, E, R>(self: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const log: Array<string> = []
    const answer = yield* self.pipe(
      Effect.provideService(StatementLog, log),
      Effect.provideService(Statement.CurrentTransformer, noting)
    )
    return {
      answer,
      /** The statements and the transactions, in order. */
      log: log as ReadonlyArray<string>,
      statements: log.filter((entry) => entry !== TRANSACTION && entry !== ANNOUNCED) as ReadonlyArray<string>,
      transactions: log.filter((entry) => entry === TRANSACTION).length,
      announced: log.includes(ANNOUNCED)
    }
  })
