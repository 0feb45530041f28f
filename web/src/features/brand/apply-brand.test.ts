// @vitest-environment jsdom
import { DEFAULT_THEME } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import {
  applyBrand,
  contrast,
  DARK_ACCENT_CONTRAST,
  DARK_SURFACE,
  darkAccentFor,
  foregroundFor,
} from './apply-brand'

const acme = { appName: 'Acme Mobile', iconUrl: '/brands/acme.svg', theme: '#0f766e' }

function cssVariable(name: string) {
  return document.documentElement.style.getPropertyValue(name)
}

describe('applyBrand', () => {
  it('points the favicon at the brand icon and sets the theme colour', () => {
    document.head.innerHTML =
      '<link rel="icon" type="image/x-icon" href="/favicon.ico"><meta name="theme-color" content="#1d4ed8">'

    applyBrand(acme)

    const icons = document.head.querySelectorAll('link[rel~="icon"]')
    expect(icons).toHaveLength(1)
    expect(icons[0]?.getAttribute('href')).toBe('/brands/acme.svg')
    expect(icons[0]?.hasAttribute('type')).toBe(false)
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0f766e')
    expect(cssVariable('--theme')).toBe('#0f766e')
    expect(cssVariable('--theme-foreground')).toBe('#ffffff')
    expect(cssVariable('--theme-dark')).toBe(darkAccentFor('#0f766e'))
    expect(cssVariable('--theme-dark-foreground')).toBe('#09090b')
  })

  it('creates the icon link and theme-color meta when the page has none', () => {
    applyBrand(acme)
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brands/acme.svg')
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0f766e')
  })

  it('switches back to the default brand', () => {
    applyBrand(acme)
    applyBrand({ appName: 'Simlessly', iconUrl: '/favicon.ico', theme: DEFAULT_THEME })
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.ico')
    expect(cssVariable('--theme')).toBe(DEFAULT_THEME)
  })
})

describe('foregroundFor', () => {
  it('picks white on dark themes and near-black on light ones', () => {
    expect(foregroundFor('#0f766e')).toBe('#ffffff')
    expect(foregroundFor(DEFAULT_THEME)).toBe('#ffffff')
    expect(foregroundFor('#fde047')).toBe('#09090b')
  })
})

describe('darkAccentFor', () => {
  it('lightens a dark theme colour until it reads as text on the dark card, and keeps a light one', () => {
    for (const theme of [DEFAULT_THEME, '#0f766e', '#000000', '#7c3aed', '#b91c1c']) {
      const dark = darkAccentFor(theme)
      expect(contrast(dark, DARK_SURFACE), theme).toBeGreaterThanOrEqual(DARK_ACCENT_CONTRAST)
      expect(contrast(dark, foregroundFor(dark)), theme).toBeGreaterThanOrEqual(4.5)
    }
    expect(darkAccentFor('#fde047')).toBe('#fde047')
  })

  it('is the default the stylesheet starts with', () => {
    // web/src/index.css: --theme-dark and its foreground before any brand is applied.
    expect(darkAccentFor(DEFAULT_THEME)).toBe('#7795e8')
    expect(foregroundFor('#7795e8')).toBe('#09090b')
  })
})
