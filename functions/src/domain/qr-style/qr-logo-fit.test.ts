import { describe, expect, it } from 'vitest'
import { allowedLogoSizes } from '../../../test/qr-decoders.ts'
import { logoBox, logoLoss, MARGIN, SCALE, versionForLogo } from './qr-logo-fit.ts'

describe('the version a logo needs', () => {
  it('counts the codewords the logo hides per block: 30% is too much for version 4, 23% is not', () => {
    // Version 4 at level H: 4 blocks of 16 error-correction codewords, each correcting 8.
    expect(logoLoss(4, 0.3)).toMatchObject({ correctable: 8, clearOfPatterns: true, fits: false })
    expect(logoLoss(4, 0.3).worstBlockLoss).toBeGreaterThan(8)
    expect(logoLoss(4, 0.23)).toMatchObject({ fits: true })
    expect(versionForLogo(4, 0.23)).toBe(4)
    expect(versionForLogo(4, 0.3)).toBeGreaterThan(4)
  })

  it('keeps the logo off the finder, timing and format patterns of small versions', () => {
    expect(logoLoss(1, 0.1)).toMatchObject({ clearOfPatterns: false, fits: false })
    expect(logoLoss(2, 0.3)).toMatchObject({ clearOfPatterns: false, fits: false })
  })

  it('finds a version for every allowed size, whatever version the text needs, with two codewords spare', () => {
    for (const size of allowedLogoSizes()) {
      for (let textVersion = 1; textVersion <= 40; textVersion++) {
        const version = versionForLogo(textVersion, size)
        const loss = logoLoss(version, size)
        expect(version).toBeGreaterThanOrEqual(textVersion)
        expect(loss.clearOfPatterns).toBe(true)
        expect(loss.worstBlockLoss).toBeLessThanOrEqual(loss.correctable - 2)
      }
    }
  })

  it('clears whole modules around the logo, centred, with at least half a module of margin', () => {
    for (const size of allowedLogoSizes()) {
      for (const count of [29, 33, 49, 57, 97]) {
        const box = logoBox(count, size)
        const modules = box.last - box.first + 1
        expect(modules % 2).toBe(1)
        expect(box.first + box.last).toBe(count - 1)
        expect(box.origin).toBe((box.first + MARGIN) * SCALE)
        expect(box.size).toBe(modules * SCALE)
        expect(box.logoOrigin).toBeGreaterThanOrEqual(SCALE / 2)
        expect(box.logoOrigin + box.inner).toBeLessThanOrEqual(box.size - SCALE / 2)
        expect(box.inner).toBe(Math.round((count + 2 * MARGIN) * SCALE * size))
      }
    }
  })
})
