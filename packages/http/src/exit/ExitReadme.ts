/** The README of an exit bundle: what it holds and how to put it behind the short-link domain. */
export const exitReadme = (baseUrl: string): string => `# E-label exit bundle

This directory is the public side of one elabel workspace as a static site:
every printed QR code that points at \`${baseUrl}\` keeps working once that
domain serves this directory.

## What is in it

- \`l/<ref>/index.html\`: the e-label page of each published label and format
  ref, byte for byte the page the service served for its latest version;
  \`l/<ref>/<lang>/index.html\`: the same page in each language it offers.
- \`qr/labels/<id>.svg\`, \`qr/formats/<id>.svg\`, \`qr/marketing/<id>.svg\`:
  the QR codes of every label, format and published marketing code.
- \`_redirects\`: the short links (\`/q/<ref>\` to the marketing target, 302;
  \`/01/<gtin>[/10/<lot>]\` to the e-label page, 307) and the language
  choice (\`/l/<ref>?lang=de\` to \`/l/<ref>/de/\`), in the format of Netlify
  and Cloudflare Pages.
- \`serve.json\`: the same redirects for \`npx serve\` (serve-handler).
- \`q/<ref>/index.html\`, \`01/<gtin>/index.html\`: a page that sends the
  visitor on, for hosts that read no redirect file.
- \`index.json\`: every label, format and marketing code with its ref, page
  languages and QR file.

## Pointing the short-link domain at it

1. Upload this directory to a static host: Netlify or Cloudflare Pages read
   \`_redirects\` as they are; \`npx serve <dir>\` reads \`serve.json\`; any other
   host serves the fallback pages.
2. Point the DNS of the short-link domain (\`${new URL(baseUrl).host}\`) at
   the host, with HTTPS: a CNAME to the host's name, or its addresses.
3. Scan a printed code to check: the e-label page opens, and a marketing
   code leads to its target.

What a static host cannot do: marketing codes send every device to their
main URL (no iOS or Android targets), an expiry date is not honoured (the
target as of the export is kept), and scans are not counted. Pages served
with \`?lang=\` need the \`_redirects\` query rules; elsewhere the page
opens in its default language.
`
