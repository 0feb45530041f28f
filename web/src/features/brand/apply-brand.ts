import type { BrandView } from './brand'

/** Relative luminance of a `#rrggbb` colour (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05)
}

/** The dark theme's card (zinc-900), the lightest surface text sits on there. */
export const DARK_SURFACE = '#18181b'

/** The contrast the dark theme's brand colour keeps with the dark card. */
export const DARK_ACCENT_CONTRAST = 6

const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0')

/**
 * The theme colour as the dark theme shows it: mixed with white, in steps of 5 %, until it reads as text on
 * the dark card with room to spare (6:1, so it still passes 4.5:1 on its own 10-15 % tint, the current
 * menu item's background). A colour that already does is kept as it is.
 */
export function darkAccentFor(theme: string): string {
  const rgb = [1, 3, 5].map((start) => Number.parseInt(theme.slice(start, start + 2), 16))
  for (let white = 0; white <= 100; white += 5) {
    const mixed = `#${rgb.map((c) => hex(c + ((255 - c) * white) / 100)).join('')}`
    if (contrast(mixed, DARK_SURFACE) >= DARK_ACCENT_CONTRAST) return mixed
  }
  return '#ffffff'
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

/**
 * Shows the brand in the document: favicon, browser theme colour and the `--theme` CSS variables, with the
 * dark theme's readable variant of the colour and the foregrounds of both (computed once, here).
 */
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
  const dark = darkAccentFor(brand.theme)
  doc.documentElement.style.setProperty('--theme-dark', dark)
  doc.documentElement.style.setProperty('--theme-dark-foreground', foregroundFor(dark))
}
