/**
 * The stylesheet of the public pages, inlined in a `<style>` element (the
 * Content-Security-Policy allows nothing else): the system font stack, no
 * web fonts, no images. One narrow column that fills a phone and stays
 * readable on a desktop; light and dark schemes, both well above WCAG AA
 * contrast (body text 12:1 or more, muted text 7:1 or more).
 */
export const pageStyles = `
:root{color-scheme:light dark;--fg:#1b1b1b;--muted:#4f4f4f;--bg:#fff;--line:#d6d6d6;--accent:#7a1f33}
@media (prefers-color-scheme:dark){:root{--fg:#ededed;--muted:#c2c2c2;--bg:#141414;--line:#444;--accent:#f3b3c0}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:1.0625rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;overflow-wrap:anywhere}
main,nav ul{max-width:40rem;margin:0 auto;padding:0 1.25rem}
main{padding-bottom:3rem}
nav ul{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:0 .75rem;list-style:none;padding-top:.5rem}
nav a{display:inline-block;padding:.6rem .2rem;color:var(--accent)}
nav a[aria-current]{color:var(--fg);font-weight:700;text-decoration:none}
h1{font-size:1.75rem;line-height:1.2;margin:.75rem 0 .25rem}
h1 span{display:block}
h1 .small{font-size:1.125rem;font-weight:400}
h2{font-size:1.15rem;margin:2rem 0 .5rem;padding-bottom:.25rem;border-bottom:1px solid var(--line)}
p{margin:.5rem 0}
.designation,.note{color:var(--muted)}
.note{font-size:.95rem}
dl{display:grid;grid-template-columns:minmax(0,auto) 1fr;gap:.35rem 1rem;margin:1rem 0}
dt{color:var(--muted)}
dd{margin:0}
table{width:100%;border-collapse:collapse}
caption{text-align:left;color:var(--muted);padding-bottom:.35rem}
th,td{padding:.45rem .25rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
thead th{font-weight:600}
tbody th{font-weight:400}
td,thead th:last-child{text-align:right;white-space:nowrap}
tr.sub th{padding-left:1.25rem}
ul{padding-left:1.25rem;margin:.5rem 0}
li{margin:.2rem 0}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`
  .trim()
  .replace(/\n/g, "")
