import type { BrandView } from './brand'

/** Relative luminance of a `#rrggbb` colour (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** White or near-black, whichever reads better on the theme colour. */
export function foregroundFor(theme: string): string {
  const l = luminance(theme)
  const onWhite = 1.05 / (l + 0.05)
  const onBlack = (l + 0.05) / 0.05
  return onWhite >= onBlack ? '#ffffff' : '#09090b'
}

function ensureElement<K extends 'link' | 'meta'>(
  doc: Document,
  tag: K,
  selector: string,
  init: Record<string, string>,
) {
  const found = Array.from(doc.head.querySelectorAll<HTMLElementTagNameMap[K]>(selector))
  if (found.length > 0) return found
  const element = doc.createElement(tag)
  for (const [name, value] of Object.entries(init)) element.setAttribute(name, value)
  doc.head.append(element)
  return [element]
}

/** Shows the brand in the document: favicon, browser theme colour and the `--theme` CSS variable. */
export function applyBrand(brand: BrandView, doc: Document = document) {
  for (const link of ensureElement(doc, 'link', 'link[rel~="icon"]', { rel: 'icon' })) {
    // A stale `type` (such as image/x-icon for an SVG) makes browsers ignore the icon.
    link.removeAttribute('type')
    link.setAttribute('href', brand.iconUrl)
  }
  for (const meta of ensureElement(doc, 'meta', 'meta[name="theme-color"]', { name: 'theme-color' })) {
    meta.setAttribute('content', brand.theme)
  }
  doc.documentElement.style.setProperty('--theme', brand.theme)
  doc.documentElement.style.setProperty('--theme-foreground', foregroundFor(brand.theme))
}
