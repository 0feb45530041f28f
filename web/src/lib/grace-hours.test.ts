import { MAX_ROTATION_GRACE_HOURS, MAX_WEBHOOK_SECRET_GRACE_HOURS } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { parseGraceHours } from './grace-hours'

describe('the grace period of a rotation', () => {
  it('takes whole hours from 0 to the API’s bound only', () => {
    const max = MAX_ROTATION_GRACE_HOURS
    expect(parseGraceHours(' 0 ', max)).toBe(0)
    expect(parseGraceHours(String(max), max)).toBe(max)
    expect(parseGraceHours(String(max + 1), max)).toBeUndefined()
    expect(parseGraceHours('1.5', max)).toBeUndefined()
    expect(parseGraceHours('-1', max)).toBeUndefined()
    expect(parseGraceHours('', max)).toBeUndefined()
  })

  it('holds a webhook secret to its own bound', () => {
    const max = MAX_WEBHOOK_SECRET_GRACE_HOURS
    expect(parseGraceHours(String(max), max)).toBe(max)
    expect(parseGraceHours(String(max + 1), max)).toBeUndefined()
  })
})
