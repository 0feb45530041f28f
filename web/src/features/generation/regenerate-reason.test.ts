import { reDownloadLimitMessage } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { regenerateReasonKey } from './regenerate-reason'

const shown = (reason: string) => {
  const known = regenerateReasonKey(reason)
  return known ? i18n.t(known.key, known.values) : reason
}

describe('the reason an ICCID was refused', () => {
  it('translates the server’s known reasons, without the ICCID its row shows', () => {
    expect(shown('ICCID 8944478600004958824 is not a profile of this enterprise')).toBe(
      'Not a profile of your enterprise',
    )
    expect(shown('ICCID 8944478600004958824 reached the 1 re-downloads its configuration allows')).toBe(
      'Already re-generated the 1 time its configuration allows',
    )
    expect(shown('ICCID 8944478600004958824 reached the 3 re-downloads its configuration allows')).toBe(
      'Already re-generated the 3 times its configuration allows',
    )
    expect(shown('ICCID 8944478600004958824 reached the 0 re-downloads its configuration allows')).toBe(
      'Its configuration allows no re-generation',
    )
    const month = { planName: 'Pro', left: 0, resetsOn: '2027-01-01', timeZone: 'Pacific/Auckland' }
    expect(shown(reDownloadLimitMessage('8944478600004958824', { ...month, limit: 3 }))).toBe(
      'The Pro plan allows re-downloading a profile 3 times per month: 0 left until 2027-01-01 (Pacific/Auckland)',
    )
    expect(shown(reDownloadLimitMessage('8944478600004958824', { ...month, limit: 1 }))).toBe(
      'The Pro plan allows re-downloading a profile once per month: 0 left until 2027-01-01 (Pacific/Auckland)',
    )
    expect(shown('SM-DP+: Profile ICCID is in an invalid state')).toBe(
      'The SM-DP+ refused: Profile ICCID is in an invalid state',
    )
  })

  it('shows any other reason as it came', () => {
    expect(regenerateReasonKey('Something new')).toBeUndefined()
    expect(shown('Something new')).toBe('Something new')
  })
})
