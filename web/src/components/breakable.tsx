import { Fragment } from 'react'

/**
 * An e-mail address or an identifier that may wrap after its `@`, dots, hyphens and underscores (a `<wbr>`
 * each), rather than anywhere: `ada.lovelace@` / `example.com`. A part still too long for its line breaks
 * where it must (`overflow-wrap: break-word`), so it never widens the page.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[@._-])/)
  return (
    <span className="break-words">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
