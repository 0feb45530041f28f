// @vitest-environment jsdom
import { DEFAULT_THEME } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { applyBrand, foregroundFor } from './apply-brand'

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
