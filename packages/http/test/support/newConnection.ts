/**
 * HTTP requests that each open a new TCP connection: what spreads requests
 * over the workers of `ELABEL_WORKERS` (the cluster hands out connections,
 * not requests; `fetch` would keep one alive and reach one worker only).
 */
import { request } from "node:http"
import { Effect } from "effect"

/** A status, the lower-cased headers and the body as text. */
export interface Answer {
  readonly status: number
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
  readonly text: string
}

/** `GET url` (or `method`, with `body`) on a connection of its own, closed after the answer. */
export const onNewConnection = (
  url: string,
  options: {
    readonly method?: string
    readonly headers?: Readonly<Record<string, string>>
    readonly body?: string
  } = {}
) =>
  Effect.callback<Answer, Error>((resume) => {
    const outgoing = request(
      url,
      { method: options.method ?? "GET", headers: options.headers, agent: false },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () =>
          resume(
            Effect.succeed({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString()
            })
          )
        )
      }
    )
    outgoing.on("error", (error) => resume(Effect.fail(error)))
    outgoing.end(options.body)
    return Effect.sync(() => outgoing.destroy())
  })

/** The pid in a `/health/ready` answer of the server at `base`, asked on a new connection. */
export const readyPid = (base: string) =>
  Effect.map(onNewConnection(`${base}/health/ready`), (answer) => (JSON.parse(answer.text) as { pid: number }).pid)
