/**
 * One write of a label, as a value: the label as the write read it (`before`,
 * with its child lists, brand and latest version), the label as the write's
 * decisions leave it (`label`, `children`, `brand`), and what storage must
 * do to get there (`row`: the row's changed columns; `parts`: the writes of
 * translations, child lists and formats, in order). A use case decides on
 * it in memory; `LabelWrites` then writes the row first (the write's guard),
 * the parts, and hands the written label to versioning. Several use cases
 * may decide on one unit (an import row does), which then writes the row,
 * and records a version, once.
 */
import { changedFields } from "../shared/changedFields.ts"
import type { Conflict, NotFound, PersistenceUnavailable, PreconditionFailed } from "../shared/errors.ts"
import type { FormatId, UserId } from "../shared/ids.ts"
import type { Brand } from "./Brand.ts"
import type { Format } from "./Format.ts"
import type { Label, LabelRecord } from "./Label.ts"
import { type ChildList, emptyChildren, type LabelChildren } from "./LabelChildren.ts"
import { type LabelState, readBack } from "./LabelRepository.ts"
import type { HeldEntries } from "./pageCatalog.ts"
import type { Translation } from "./Translation.ts"

/** A write of one of the label's parts, done after the row's. */
export type PartWrite =
  | { readonly _tag: "translation"; readonly translation: Translation }
  | { readonly _tag: "list"; readonly list: ChildList; readonly rows: LabelChildren[ChildList] }
  | { readonly _tag: "addFormat"; readonly format: Format }
  /** `guarded`: under the request's `If-Match` (a write of the format itself); else unconditional. */
  | {
      readonly _tag: "updateFormat"
      readonly id: FormatId
      readonly changes: Partial<Format>
      readonly guarded: boolean
    }
  | { readonly _tag: "deleteFormat"; readonly id: FormatId }
  /** The label itself, with everything in it (last: its row's write checked the guard first). */
  | { readonly _tag: "deleteLabel" }

/** Why a part's write may fail. */
export type PartError = Conflict | NotFound | PreconditionFailed | PersistenceUnavailable

/** The label with its formats and translations in the order a read gives. */
const ordered = (label: Label): Label =>
  readBack({ label, formats: label.formats, translations: label.translations, children: emptyChildren })

export class LabelWrite {
  /** Who writes. */
  readonly actor: UserId
  /** The label as the write read it. */
  readonly before: LabelState
  /** The write's timestamp: `updated_at` of the row and of the formats it writes. */
  readonly now: string
  /** The label as the write leaves it (row, formats, translations), its child lists and its brand. */
  label: Label
  children: LabelChildren
  brand: Brand | null
  /** Catalogue entries the write has read (a child list's check, a publish's gate): its version reuses them. */
  catalog: HeldEntries | undefined = undefined
  /** The row's columns to write. */
  readonly row: Partial<LabelRecord> = {}
  /** The parts' writes, after the row's, in order. */
  readonly parts: Array<PartWrite> = []
  /**
   * Whether the write may take a mandatory particular from a published label (its fields, its
   * ingredients): its version is then checked for lost particulars.
   */
  complete = false

  constructor(actor: UserId, before: LabelState, now: string) {
    this.actor = actor
    this.before = before
    this.now = now
    this.label = before.label
    this.children = before.children
    this.brand = before.brand
  }

  /** Whether a decision changed a column of the row (a PATCH repeating stored values changes none). */
  private touched = false

  /** Whether the write changes anything (a unit that does not writes nothing, not even the row). */
  get changes(): boolean {
    return this.touched || this.parts.length > 0
  }

  /** Sets the columns of the row whose values differ from the label's as the unit holds it. */
  set(changes: Partial<LabelRecord>): void {
    const changed = changedFields<LabelRecord>(this.label, changes)
    if (Object.keys(changed).length === 0) return
    this.touched = true
    Object.assign(this.row, changed)
    this.label = { ...this.label, ...changed }
  }

  /** Replaces one locale's translation. */
  putTranslation(translation: Translation): void {
    this.parts.push({ _tag: "translation", translation })
    const others = this.label.translations.filter((existing) => existing.locale !== translation.locale)
    this.label = ordered({ ...this.label, translations: [...others, translation] })
  }

  /** Replaces one child list. */
  replaceList<K extends ChildList>(list: K, rows: LabelChildren[K]): void {
    this.parts.push({ _tag: "list", list, rows })
    this.children = { ...this.children, [list]: rows }
  }

  /** Adds a format. */
  addFormat(format: Format): void {
    this.parts.push({ _tag: "addFormat", format })
    this.label = ordered({ ...this.label, formats: [...this.label.formats, format] })
  }

  /** Changes a format of the label (`guarded`: under the request's `If-Match`). */
  updateFormat(id: FormatId, changes: Partial<Format>, guarded = false): void {
    const stamped = { ...changes, updated_at: this.now }
    this.parts.push({ _tag: "updateFormat", id, changes: stamped, guarded })
    this.label = {
      ...this.label,
      formats: this.label.formats.map((format) => (format.id === id ? { ...format, ...stamped } : format))
    }
  }

  /** Deletes a format of the label. */
  deleteFormat(id: FormatId): void {
    this.parts.push({ _tag: "deleteFormat", id })
    this.label = { ...this.label, formats: this.label.formats.filter((format) => format.id !== id) }
  }

  /** Deletes the label. */
  deleteLabel(): void {
    this.parts.push({ _tag: "deleteLabel" })
  }

  /** Takes a format as storage wrote it (its new version). */
  stored(format: Format): void {
    this.label = {
      ...this.label,
      formats: this.label.formats.map((existing) => (existing.id === format.id ? format : existing))
    }
  }

  /** Takes the columns the row's write set, and the version storage left it at. */
  written(columns: Partial<LabelRecord>): void {
    this.label = { ...this.label, ...columns }
  }
}
