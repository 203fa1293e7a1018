/** The first screen: the caller's workspaces, each a link to its labels. */
import { useEffect, useState } from "preact/hooks"
import { api, type Workspace } from "../api/client.ts"
import { t } from "../i18n/index.ts"
import { hrefOf } from "../route.ts"

export const Workspaces = () => {
  const [items, setItems] = useState<ReadonlyArray<Workspace> | undefined>(undefined)
  useEffect(() => {
    void api
      .GET("/v1/workspaces", { params: { query: { limit: 100 } } })
      .then(({ data }) => setItems(data?.items ?? []))
  }, [])
  return (
    <section class="narrow">
      <h1>{t("chooseWorkspace")}</h1>
      {items === undefined && <p>{t("loading")}</p>}
      {items?.length === 0 && <p>{t("noWorkspace")}</p>}
      <ul class="cards">
        {items?.map((workspace) => (
          <li key={workspace.id}>
            <a href={hrefOf({ _tag: "Labels", workspace: workspace.id })}>{workspace.name}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}
