/**
 * The `sh` blocks of the README as data, so a test can replay its curl
 * commands: each command with its words (quotes removed, `$VAR` expanded
 * outside single quotes) and its trailing comment. Only what the README
 * writes is understood: assignments, `curl` with `-s`, `-i`, `-H`, `-X`, `-d`,
 * line continuations and quoted bodies spanning lines.
 */

/** One command of a block: its words and the comment after it on its last line. */
export interface ShellCommand {
  readonly words: ReadonlyArray<string>
  readonly comment: string
}

/** A curl command as a request. */
export interface CurlRequest {
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | undefined
}

/** The first ```` ```sh ```` block after the heading `heading` of `markdown`. */
export const shBlockAfter = (markdown: string, heading: string): string => {
  const section = markdown.slice(markdown.indexOf(`\n${heading}\n`))
  const start = section.indexOf("```sh\n") + "```sh\n".length
  return section.slice(start, section.indexOf("\n```", start))
}

const expand = (text: string, variables: Readonly<Record<string, string>>): string =>
  text.replace(/\$(\w+)/g, (_, name: string) => variables[name] ?? "")

/** The commands of `block`, with the variables it assigns (and `given`) expanded. */
export const commandsOf = (block: string, given: Readonly<Record<string, string>>): Array<ShellCommand> => {
  const variables: Record<string, string> = { ...given }
  const commands: Array<ShellCommand> = []
  let words: Array<string> = []
  let word: string | undefined
  let comment = ""
  const endWord = () => {
    if (word !== undefined) words.push(word)
    word = undefined
  }
  const endCommand = () => {
    endWord()
    const assignment = words.length === 1 ? /^(\w+)=(.*)$/s.exec(words[0] ?? "") : null
    if (assignment !== null) variables[assignment[1] ?? ""] = assignment[2] ?? ""
    else if (words.length > 0) commands.push({ words, comment: comment.trim() })
    words = []
    comment = ""
  }
  for (let i = 0; i < block.length; i++) {
    const char = block[i] ?? ""
    if (char === "'" || char === '"') {
      const end = block.indexOf(char, i + 1)
      const quoted = block.slice(i + 1, end)
      word = (word ?? "") + (char === "'" ? quoted : expand(quoted, variables))
      i = end
    } else if (char === "\\" && block[i + 1] === "\n") i++
    else if (char === "#" && word === undefined) {
      const end = block.indexOf("\n", i)
      comment = block.slice(i + 1, end < 0 ? undefined : end)
      i = end < 0 ? block.length : end - 1
    } else if (char === "\n") endCommand()
    else if (char === " " || char === "\t") endWord()
    else if (char === "$") {
      const name = /^\w+/.exec(block.slice(i + 1))?.[0] ?? ""
      word = (word ?? "") + (variables[name] ?? "")
      i += name.length
    } else word = (word ?? "") + char
  }
  endCommand()
  return commands
}

/** The request of a curl command (`undefined` for any other command). */
export const curlRequest = (command: ShellCommand): CurlRequest | undefined => {
  const [program, ...args] = command.words
  if (program !== "curl") return undefined
  const headers: Record<string, string> = {}
  let method: string | undefined
  let body: string | undefined
  let url = ""
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ""
    const value = args[i + 1] ?? ""
    if (arg === "-H") {
      const colon = value.indexOf(":")
      headers[value.slice(0, colon).trim().toLowerCase()] = value.slice(colon + 1).trim()
      i++
    } else if (arg === "-X") {
      method = value
      i++
    } else if (arg === "-d") {
      body = value
      i++
    } else if (!arg.startsWith("-")) url = arg
  }
  return { method: method ?? (body === undefined ? "GET" : "POST"), url, headers, body }
}
