import { Context } from "effect"

/** Base of every `short_url` (`ELABEL_PUBLIC_BASE_URL`), without a trailing slash. */
export const PublicBaseUrl = Context.Reference<string>("@elabel/domain/ports/PublicBaseUrl", {
  defaultValue: () => "http://localhost:3000"
})
