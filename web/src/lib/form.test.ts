import { ErrorCode } from '@simlessly/shared'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import { applyFieldErrors, joinReasons } from './form'

const validationFailure = (fields: { path: string; message: string }[]) =>
  new ApiError({
    kind: 'server',
    code: ErrorCode.VALIDATION_FAILED,
    msg: 'Please check the information in the form',
    requestId: 'r1',
    details: { fields },
  })

describe('applyFieldErrors', () => {
  it('shows every reason the server gives a field, not only the last, and focuses the first field', () => {
    const setError = vi.fn()
    const applied = applyFieldErrors(
      validationFailure([
        { path: 'json.imsi', message: 'Invalid IMSI: use 14 or 15 digits (MCC + MNC + MSIN)' },
        { path: 'json.iccid', message: 'ICCID 8944 is blocked' },
        { path: 'json.imsi', message: 'Another reason' },
        { path: 'json.unknown', message: 'Not a field of the form' },
      ]),
      setError,
      ['iccid', 'imsi'],
    )
    expect(applied).toBe(true)
    expect(setError.mock.calls).toEqual([
      [
        'imsi',
        { type: 'server', message: 'Invalid IMSI: use 14 or 15 digits (MCC + MNC + MSIN); Another reason' },
        { shouldFocus: true },
      ],
      ['iccid', { type: 'server', message: 'ICCID 8944 is blocked' }, { shouldFocus: false }],
    ])
  })
})

describe('joinReasons', () => {
  it('keeps each reason once', () => {
    expect(joinReasons(undefined, 'A')).toBe('A')
    expect(joinReasons('A', 'B')).toBe('A; B')
    expect(joinReasons('A; B', 'A')).toBe('A; B')
  })
})
