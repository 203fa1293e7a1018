/** A reference catalogue (`GET /v1/catalog/…`) in the user's language, read again when the language changes. */
import { useEffect, useState } from "preact/hooks"
import { api } from "../api/client.ts"
import { language } from "../i18n/index.ts"
import { useValue } from "../signal.ts"

export type CatalogPath =
  | "/v1/catalog/grape-varieties"
  | "/v1/catalog/materials"
  | "/v1/catalog/certifications"
  | "/v1/catalog/countries"
  | "/v1/catalog/production-methods"

export interface CatalogEntry {
  readonly id: string
  readonly name: string | null
  readonly code?: string | null
  readonly synonyms?: ReadonlyArray<{ readonly id: string; readonly name: string | null }>
}

export const useCatalog = (path: CatalogPath): ReadonlyArray<CatalogEntry> => {
  const lang = useValue(language)
  const [items, setItems] = useState<ReadonlyArray<CatalogEntry>>([])
  useEffect(() => {
    void api
      .GET(path, { params: { query: { locale: lang, limit: 1000 } } })
      .then(({ data }) => setItems((data?.items ?? []) as ReadonlyArray<CatalogEntry>))
  }, [path, lang])
  return items
}

/** The entry's name, or its id while the catalogue is loading. */
export const nameIn = (catalog: ReadonlyArray<CatalogEntry>, id: string | null): string =>
  catalog.find((entry) => entry.id === id)?.name ?? id ?? ""
