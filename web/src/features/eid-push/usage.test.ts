import {
  EID_PUSH_LIMIT,
  EID_PUSH_LIMIT_MESSAGE,
  EID_PUSH_NOT_ALLOWED_MESSAGE,
  NO_PLAN_MESSAGE,
} from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { pushAvailability, refusalText } from './usage'

describe('pushAvailability', () => {
  it('is unknown until the usage arrives, so the form is not blocked by a slow or failed call', () => {
    expect(pushAvailability(undefined)).toEqual({ state: 'unknown' })
  })

  it('counts what is left while pushes are allowed', () => {
    expect(pushAvailability({ used: 3, limit: EID_PUSH_LIMIT, allowed: true })).toEqual({
      state: 'allowed',
      used: 3,
      limit: 10,
      remaining: 7,
      percent: 30,
    })
  })

  it('refuses with the server’s reason, translated when it is one of the fixed refusals', () => {
    expect(
      pushAvailability({ used: 10, limit: 10, allowed: false, refusal: EID_PUSH_LIMIT_MESSAGE }),
    ).toEqual({ state: 'refused', used: 10, limit: 10, percent: 100, reason: EID_PUSH_LIMIT_MESSAGE })
    const noPlan = pushAvailability({ used: 0, limit: 10, allowed: false, refusal: NO_PLAN_MESSAGE })
    expect(noPlan).toMatchObject({ state: 'refused', percent: 0, reason: NO_PLAN_MESSAGE })
  })

  it('follows the server’s verdict rather than the count', () => {
    const expired = { used: 2, limit: 10, allowed: false, refusal: EID_PUSH_NOT_ALLOWED_MESSAGE }
    expect(pushAvailability(expired)).toMatchObject({
      state: 'refused',
      reason: EID_PUSH_NOT_ALLOWED_MESSAGE,
    })
  })

  it('keeps the bar within 0-100 and a refusal without a reason still says why', () => {
    expect(pushAvailability({ used: 12, limit: 10, allowed: false })).toMatchObject({
      percent: 100,
      reason: 'EID push is not available for this account',
    })
    expect(pushAvailability({ used: 0, limit: 0, allowed: true })).toMatchObject({
      percent: 100,
      remaining: 0,
    })
  })
})

describe('refusalText', () => {
  it('shows an unknown reason as the server sent it', () => {
    expect(refusalText('Something new')).toBe('Something new')
  })
})
