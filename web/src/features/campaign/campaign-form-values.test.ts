import { describe, expect, it } from 'vitest'
import {
  type CampaignFormValues,
  campaignFormResolver,
  emptyCampaignValues,
  fromLocalInput,
  toCampaignInput,
  toLocalInput,
} from './campaign-form-values'

const A = '8944000000000000012'
const B = '89440000000000000020'
const NOW = new Date(2030, 0, 15, 10, 20).getTime()

const values = (changes: Partial<CampaignFormValues>): CampaignFormValues => ({
  ...emptyCampaignValues('', NOW),
  name: 'Spring recycle',
  ...changes,
})

function resolve(form: CampaignFormValues) {
  return campaignFormResolver(() => NOW)(form, undefined, { fields: {}, shouldUseNativeValidation: false })
}

describe('campaign form values', () => {
  it('starts on a group, now, with "at a set time" prefilled with the next hour', () => {
    const empty = emptyCampaignValues('grp-1', NOW)
    expect(empty).toMatchObject({ target: 'group', groupId: 'grp-1', start: 'now', action: 'EID_PUSH' })
    expect(empty.startAt).toBe(toLocalInput(new Date(2030, 0, 15, 11, 0).getTime()))
  })

  it('reads local date-times both ways and refuses other text', () => {
    expect(fromLocalInput(toLocalInput(NOW))).toBe(NOW)
    expect(fromLocalInput('')).toBeNaN()
    expect(fromLocalInput('tomorrow')).toBeNaN()
  })

  it('sends only the chosen target, the start time when set, and the SM-DS for an EID push', () => {
    expect(toCampaignInput(values({ groupId: 'grp-1', smdsAddress: ' smds.example.com ' }))).toEqual({
      name: 'Spring recycle',
      action: 'EID_PUSH',
      groupId: 'grp-1',
      smdsAddress: 'smds.example.com',
    })
    expect(
      toCampaignInput(
        values({
          action: 'RECYCLE',
          target: 'iccids',
          groupId: 'grp-1',
          iccids: `${A}\n${B}, ${A}`,
          start: 'later',
          startAt: '2030-01-16T08:00',
          smdsAddress: 'ignored.example.com',
        }),
      ),
    ).toEqual({
      name: 'Spring recycle',
      action: 'RECYCLE',
      iccids: [A, B],
      startAt: new Date(2030, 0, 16, 8, 0).getTime(),
    })
  })
})

describe('campaignFormResolver', () => {
  it('submits the parsed request', async () => {
    const result = await resolve(values({ groupId: 'grp-1' }))
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({ name: 'Spring recycle', action: 'EID_PUSH', groupId: 'grp-1' })
  })

  it('asks for a group, a name and valid ICCIDs under their own fields', async () => {
    const noGroup = await resolve(values({ name: ' ' }))
    expect(noGroup.errors.groupId?.message).toBe('Choose a group')
    expect(noGroup.errors.name?.message).toBe('Required')
    const badIccid = await resolve(values({ target: 'iccids', iccids: `${A}\n123` }))
    expect(badIccid.errors.iccids?.message).toBe('Invalid ICCID: use 18 to 20 digits')
    const noIccid = await resolve(values({ target: 'iccids', iccids: '' }))
    expect(noIccid.errors.iccids?.message).toBe('Select at least one profile')
  })

  it('refuses a start time that is gone or unreadable, which the schema alone would start at once', async () => {
    const past = await resolve(values({ groupId: 'g', start: 'later', startAt: toLocalInput(NOW - 60_000) }))
    expect(past.errors.startAt?.message).toBe('Choose a time in the future')
    const empty = await resolve(values({ groupId: 'g', start: 'later', startAt: '' }))
    expect(empty.errors.startAt?.message).toBe('Enter a date and time')
    const later = await resolve(
      values({ groupId: 'g', start: 'later', startAt: toLocalInput(NOW + 3_600_000) }),
    )
    expect(later.values).toMatchObject({ startAt: NOW + 3_600_000 })
  })

  it('checks the SM-DS address with the API rule', async () => {
    const result = await resolve(values({ groupId: 'g', smdsAddress: 'https://smds' }))
    expect(result.errors.smdsAddress?.message).toBe('Invalid SM-DS address: use a domain name')
  })
})
