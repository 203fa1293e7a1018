/**
 * Paging of every list: `limit`/`offset` in, `items`/`limit`/`offset`/`has_more` out.
 */
import { Schema } from "effect"
import { described } from "./descriptions/index.ts"

/** Default page size of every list. */
export const DEFAULT_LIMIT = 50
/** Maximum page size of the resource lists (workspaces, labels, brands, QR codes). */
export const MAX_LIMIT = 100
/** Maximum page size of the catalogues. */
export const MAX_CATALOG_LIMIT = 1000

/** A validated page request. */
export interface PageRequest {
  readonly limit: number
  readonly offset: number
}

/** Resolves optional query values to a page request with defaults. */
export const pageRequest = (query: { readonly limit?: number; readonly offset?: number | null }): PageRequest => ({
  limit: query.limit ?? DEFAULT_LIMIT,
  offset: query.offset ?? 0
})

/** The list envelope of the spec. */
export const Paged = <S extends Schema.Top>(item: S) =>
  Schema.Struct(
    described({
      items: Schema.Array(item),
      limit: Schema.Int,
      offset: Schema.Int,
      has_more: Schema.Boolean
    })
  )

export interface Paged<A> {
  readonly items: ReadonlyArray<A>
  readonly limit: number
  readonly offset: number
  readonly has_more: boolean
}

/**
 * Builds a page from the rows a repository returned for `limit + 1` rows
 * starting at `offset`: the extra row only tells whether there is more.
 */
export const toPage = <A>(rows: ReadonlyArray<A>, page: PageRequest): Paged<A> => ({
  items: rows.slice(0, page.limit),
  limit: page.limit,
  offset: page.offset,
  has_more: rows.length > page.limit
})
