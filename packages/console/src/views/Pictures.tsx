/**
 * The bottle picture: uploaded to the workspace's media
 * (`POST /v1/workspaces/{id}/media`), chosen among the workspace's pictures
 * (`image_id`, saved with the label), and its alt text in the label's
 * language (`PATCH /v1/media/{id}`), which the page gives screen readers.
 */
import { useEffect, useState } from "preact/hooks"
import { api, type Label, type Problem, problemText, type Schemas } from "../api/client.ts"
import { t } from "../i18n/index.ts"
import { Field } from "./Field.tsx"
import type { Edit } from "./LabelFields.tsx"

type Media = Schemas["Media"]
const ACCEPTED = "image/jpeg,image/png,image/webp,image/avif"

export const Pictures = ({ label, edit }: { readonly label: Label; readonly edit: Edit }) => {
  const [pictures, setPictures] = useState<ReadonlyArray<Media>>([])
  // Pictures uploaded in this tab, shown from the file itself: drafts' files are not public (ADR 0049).
  const [previews, setPreviews] = useState<Readonly<Record<string, string>>>({})
  const [problem, setProblem] = useState<Problem | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [alt, setAlt] = useState<string | undefined>(undefined)
  const [altSaved, setAltSaved] = useState(false)
  const locale = label.locale ?? "en"
  const load = () =>
    api
      .GET("/v1/workspaces/{id}/media", {
        params: { path: { id: label.workspace_id }, query: { kind: "image", limit: 100 } }
      })
      .then(({ data }) => setPictures(data?.items ?? []))
  useEffect(() => {
    void load()
  }, [label.workspace_id])
  const chosen = pictures.find((picture) => picture.id === edit.value("image_id"))
  useEffect(() => {
    setAlt(undefined)
    setAltSaved(false)
  }, [chosen?.id])

  const upload = async (file: File) => {
    setBusy(true)
    const { data, error } = await api.POST("/v1/workspaces/{id}/media", {
      params: { path: { id: label.workspace_id }, query: { filename: file.name } },
      headers: { "content-type": file.type },
      body: file as never,
      bodySerializer: (body: unknown) => body as BodyInit
    })
    setBusy(false)
    setProblem(error as Problem | undefined)
    if (data === undefined) return
    setPreviews({ ...previews, [data.id]: URL.createObjectURL(file) })
    await load()
    edit.change("image_id", data.id)
  }
  const saveAlt = async () => {
    if (chosen === undefined || alt === undefined) return
    const { data, error } = await api.PATCH("/v1/media/{id}", {
      params: { path: { id: chosen.id } },
      body: { alt: { [locale]: alt === "" ? null : alt } } as never
    })
    setProblem(error as Problem | undefined)
    if (data === undefined) return
    setPictures(pictures.map((picture) => (picture.id === data.id ? data : picture)))
    setAlt(undefined)
    setAltSaved(true)
  }
  const nameOf = (picture: Media) =>
    `${picture.filename ?? picture.sha256.slice(0, 12)} (${picture.width ?? "?"} × ${picture.height ?? "?"} px)`

  return (
    <section id="group-pictures" tabIndex={-1} aria-labelledby="pictures-title" class="group">
      <h2 id="pictures-title">{t("pictures")}</h2>
      <fieldset class="pictures">
        <legend>{t("bottlePicture")}</legend>
        <label class="check">
          <input
            type="radio"
            name="image_id"
            checked={edit.value("image_id") == null}
            onChange={() => edit.change("image_id", null)}
          />
          {t("noPicture")}
        </label>
        {pictures.map((picture) => (
          <label class="check picture" key={picture.id}>
            <input
              type="radio"
              name="image_id"
              checked={edit.value("image_id") === picture.id}
              onChange={() => edit.change("image_id", picture.id)}
            />
            {previews[picture.id] !== undefined && <img src={previews[picture.id]} alt="" width={48} height={48} />}
            {nameOf(picture)}
          </label>
        ))}
      </fieldset>
      <Field label={t("uploadPicture")} id="picture-upload" hint={t("uploadHint")}>
        <input
          id="picture-upload"
          type="file"
          accept={ACCEPTED}
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            if (file !== undefined) void upload(file)
            event.currentTarget.value = ""
          }}
        />
      </Field>
      {busy && <p role="status">{t("uploading")}</p>}
      {problem !== undefined && (
        <p class="problem" role="alert">
          {problemText(problem)}
        </p>
      )}
      {chosen !== undefined && (
        <>
          <Field label={t("altText", { locale })} id="picture-alt" hint={t("altHint")}>
            <input
              id="picture-alt"
              value={alt ?? chosen.alt[locale] ?? ""}
              onInput={(event) => {
                setAlt(event.currentTarget.value)
                setAltSaved(false)
              }}
            />
          </Field>
          <div class="save">
            <button type="button" class="quiet" disabled={alt === undefined} onClick={saveAlt}>
              {t("saveAltText")}
            </button>
            <span role="status">{altSaved ? t("altSaved") : ""}</span>
          </div>
        </>
      )}
    </section>
  )
}
