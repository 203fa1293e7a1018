/** The README of an exit bundle: what it holds and how to put it behind the short-link domain. */
export const exitReadme = (baseUrl: string): string => `# E-label exit bundle

This directory is the public side of one elabel workspace as a static site:
every printed QR code that points at \`${baseUrl}\` keeps working once that
domain serves this directory.

## What is in it

- \`l/<ref>/index.html\`: the e-label page of each published label and format
  ref, the page the service served for its latest version (its language
  links lead to the pages below instead of \`?lang=\`);
  \`l/<ref>/<lang>/index.html\`: the same page in each language it offers.
- \`qr/labels/<id>.svg\`, \`qr/formats/<id>.svg\`, \`qr/marketing/<id>.svg\`:
  the QR codes of every label, format and published marketing code.
- \`_redirects\`: the short links (\`/q/<ref>\` to the marketing target, 302;
  \`/01/<gtin>[/10/<lot>]\` to the e-label page, 307, and any other path
  under a GTIN, such as a lot printed before the export, to that GTIN's
  page) in the syntax of Netlify and Cloudflare Pages, and rules sending
  \`/l/<ref>?lang=de\` to \`/l/<ref>/de/\`, which only Netlify reads (they
  are query conditions).
- \`serve.json\`: the same redirects for \`npx serve\` (serve-handler).
- \`q/<ref>/index.html\`, \`01/<gtin>/index.html\`: a page that sends the
  visitor on, for hosts that read no redirect file.
- \`index.json\`: every label, format and marketing code with its ref, page
  languages and QR file.

## Pointing the short-link domain at it

1. Upload this directory to a static host: Netlify reads \`_redirects\` as
   it is, Cloudflare Pages its redirects but not the \`?lang=\` rules;
   \`npx serve <dir>\` reads \`serve.json\`; any other host serves the
   fallback pages.
2. Point the DNS of the short-link domain (\`${new URL(baseUrl).host}\`) at
   the host, with HTTPS: a CNAME to the host's name, or its addresses.
3. Scan a printed code to check: the e-label page opens, and a marketing
   code leads to its target.

What a static host cannot do: marketing codes send every device to their
main URL (no iOS or Android targets), an expiry date is not honoured (the
target as of the export is kept), and scans are not counted. A link with
\`?lang=\` opens its language only on Netlify; elsewhere the page opens in
its default language, and its language links lead to the others.
`
