/** The foot of a child list: its refusal (the first field the API names, else the problem) and its Save button. */
import { type Problem, problemText } from "../api/client.ts"

export const ListSave = (props: {
  readonly caption: string
  readonly dirty: boolean
  readonly problem: Problem | undefined
  readonly errors: Readonly<Record<string, string>>
  readonly onSave: () => void
}) => (
  <>
    {props.problem !== undefined && (
      <p class="problem" role="alert">
        {Object.values(props.errors)[0] ?? problemText(props.problem)}
      </p>
    )}
    <button type="button" disabled={!props.dirty} onClick={props.onSave}>
      {props.caption}
    </button>
  </>
)
