import { describe, expect, it } from 'vitest'
import { generateSingleRequestSchema } from './batch.ts'
import { eidError } from './esim/identifiers.ts'
import { fromTo, LENGTH_MESSAGE, lengthIs } from './length-messages.ts'
import { profileConfigInputSchema } from './profile-config.ts'

const single = {
  configId: 'c1',
  iccid: '8944478600004958824',
  imsi: '310410123456789',
  ki: '465B5CE8B199B49FAA5F0A2EE238A6BC',
  opc: 'CD63CB71954A9F4E48A5994E37A02BAF',
}
const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message)

describe('the generic length messages', () => {
  it('are worded as the specification writes them', () => {
    expect(lengthIs(32)).toBe('Length is 32 characters')
    expect(fromTo(4, 8)).toBe('From 4 to 8 characters')
    for (const message of [lengthIs(32), fromTo(4, 8), 'Up to 64 characters', 'At least 1 characters']) {
      expect(message).toMatch(LENGTH_MESSAGE)
    }
    expect('Invalid EID: use 32 digits').not.toMatch(LENGTH_MESSAGE)
  })

  it('say an exact length: the EID, OPc and OP, the rotation', () => {
    expect(eidError('8988211990000000000000000000165')).toBe('Length is 32 characters')
    expect(eidError('8988211990000000000000000000165X')).toBe('Invalid EID: use 32 digits')
    expect(messages(generateSingleRequestSchema.safeParse({ ...single, eid: '8988' }))).toEqual([
      lengthIs(32),
    ])
    expect(messages(generateSingleRequestSchema.safeParse({ ...single, opc: 'CD63' }))).toEqual([
      lengthIs(32),
    ])
    expect(messages(generateSingleRequestSchema.safeParse({ ...single, opc: undefined, op: 'CD' }))).toEqual([
      lengthIs(32),
    ])
    expect(messages(profileConfigInputSchema.safeParse({ name: 'n', rotation: '40002' }))).toEqual([
      lengthIs(10),
    ])
  })

  it('say a range: the confirmation code, the AID of a custom applet', () => {
    for (const confirmationCode of ['123', '123456789']) {
      expect(messages(generateSingleRequestSchema.safeParse({ ...single, confirmationCode }))).toEqual([
        fromTo(4, 8),
      ])
    }
    expect(generateSingleRequestSchema.safeParse({ ...single, confirmationCode: '1234' }).success).toBe(true)
    const applet = (aid: string) => ({ name: 'n', applet: { subtype: 'CUSTOMIZE', aid, c9: '' } })
    expect(messages(profileConfigInputSchema.safeParse(applet('A0000000')))).toEqual([fromTo(10, 32)])
    expect(profileConfigInputSchema.safeParse(applet('A000000087')).success).toBe(true)
  })
})
