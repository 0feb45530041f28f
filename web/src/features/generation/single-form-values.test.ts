import { withLuhn } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import {
  emptySingleValues,
  singleFormResolver,
  singleFormWarnings,
  toSingleRequest,
} from './single-form-values'

describe('the ICCID warning', () => {
  it('warns about a 20-digit ICCID without a Luhn digit, not about a valid 19-digit one', () => {
    expect(singleFormWarnings({ iccid: '89860468152080349618' }).iccid).toMatch(/Luhn/)
    expect(singleFormWarnings({ iccid: withLuhn('8986046815208034961') }).iccid).toBeNull()
    expect(singleFormWarnings({ iccid: '8944478600004958824' }).iccid).toBeNull()
  })

  it('says nothing about an ICCID that is invalid anyway (the field’s error says it)', () => {
    expect(singleFormWarnings({ iccid: '123' }).iccid).toBeNull()
  })
})

describe('the single request', () => {
  const filled = {
    ...emptySingleValues('c1'),
    iccid: ' 8944478600004958824 ',
    imsi: '310410123456789',
    ki: '465B5CE8B199B49FAA5F0A2EE238A6BC',
    key: 'cd63cb71954a9f4e48a5994e37a02baf',
  }

  it('sends the key as OPc or as OP, as toggled, and leaves blank optional fields out', () => {
    expect(toSingleRequest(filled)).toEqual({
      configId: 'c1',
      iccid: '8944478600004958824',
      imsi: '310410123456789',
      ki: '465B5CE8B199B49FAA5F0A2EE238A6BC',
      opc: 'cd63cb71954a9f4e48a5994e37a02baf',
      msisdn: undefined,
      eid: undefined,
      confirmationCode: undefined,
    })
    expect(toSingleRequest({ ...filled, keyType: 'OP' })).toMatchObject({ op: filled.key })
    expect(toSingleRequest({ ...filled, keyType: 'OP' })).not.toHaveProperty('opc')
  })

  it('puts the shared codecs’ messages under the fields, the key’s under the one key field', async () => {
    const { errors } = await singleFormResolver(
      {
        ...emptySingleValues(),
        iccid: '8944478600004958825',
        imsi: '31',
        eid: '89882119900000000000000000001655',
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    )
    expect(errors.configId?.message).toBe('Required')
    expect(errors.iccid?.message).toMatch(/Luhn/)
    expect(errors.imsi?.message).toMatch(/^Invalid IMSI/)
    expect(errors.ki?.message).toBe('Required')
    expect(errors.key?.message).toBe('Required: OPc or OP')
    expect(errors.eid?.message).toMatch(/check digits/)
  })

  it('passes a complete form, with the EID checked by its MOD 97 digits', async () => {
    const result = await singleFormResolver(
      { ...filled, eid: '89882119900000000000000000001654' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    )
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({
      opc: 'CD63CB71954A9F4E48A5994E37A02BAF',
      eid: '89882119900000000000000000001654',
    })
  })
})
