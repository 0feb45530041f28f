import { describe, expect, it } from 'vitest'
import { generateOpenBatchRequestSchema } from './batch.ts'
import { iccidError, imsiError, withLuhn } from './esim/identifiers.ts'

const request = (changes: Record<string, unknown>) => ({
  configId: 'c1',
  quantity: 1,
  iccidStart: '894447860000495882',
  imsiStart: '310410000000001',
  formats: ['STRING'],
  ...changes,
})
const issues = (changes: Record<string, unknown>) =>
  generateOpenBatchRequestSchema.safeParse(request(changes)).error?.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  })) ?? []

describe('an open batch range', () => {
  it('must keep its last ICCID 19 digits starting 89 once the Luhn digit is appended, quantity counted', () => {
    expect(issues({ iccidStart: '899999999999999998', quantity: 2 })).toEqual([])
    expect(iccidError(withLuhn('899999999999999999'))).toBeNull()
    // The third would be 900000000000000000 and its Luhn digit, which the console's own ICCID rule refuses.
    expect(withLuhn('900000000000000000')).toBe('9000000000000000001')
    expect(iccidError('9000000000000000001')).not.toBeNull()
    expect(issues({ iccidStart: '899999999999999998', quantity: 3 })).toEqual([
      {
        path: 'iccidStart',
        message:
          'Invalid ICCID start: 3 ICCIDs from it end at 9000000000000000001, which no longer starts with 89; lower the start or the quantity',
      },
    ])
    expect(issues({ iccidStart: '899999999999950000', quantity: 50_000 })).toEqual([])
    expect(issues({ iccidStart: '899999999999950001', quantity: 50_000 })).toMatchObject([
      { path: 'iccidStart', message: expect.stringContaining(`end at ${withLuhn('900000000000000000')}`) },
    ])
  })

  it('must keep its last IMSI as long as its start, so within 15 digits', () => {
    expect(issues({ imsiStart: '999999999999998', quantity: 2 })).toEqual([])
    expect(imsiError('1000000000000000')).not.toBeNull()
    expect(issues({ imsiStart: '999999999999998', quantity: 3 })).toEqual([
      {
        path: 'imsiStart',
        message:
          'Invalid IMSI start: 3 IMSIs from it end at 1000000000000000, which is longer than its 15 digits; lower the start or the quantity',
      },
    ])
    expect(issues({ imsiStart: '99999999999', quantity: 2 })).toMatchObject([{ path: 'imsiStart' }])
    expect(issues({ imsiStart: '001010000000099', quantity: 50_000 })).toEqual([])
  })

  it('takes an IMSI start of 14 or 15 digits only, as every row of the batch is checked', () => {
    const message = 'Invalid IMSI start: use 14 or 15 digits (MCC + MNC + MSIN)'
    for (const imsiStart of [
      '310410',
      '3104101234',
      '3104101234567',
      '3104101234567890',
      '31041O123456789',
    ]) {
      expect(issues({ imsiStart })).toEqual([{ path: 'imsiStart', message }])
    }
    expect(issues({ imsiStart: '31041012345678' })).toEqual([])
    expect(issues({ imsiStart: ' 310410123456789 ' })).toEqual([])
    // The same rule as the rows': a start the schema takes is an IMSI every row would take.
    expect(imsiError('3104101234567')).toBe('Invalid IMSI: use 14 or 15 digits (MCC + MNC + MSIN)')
  })

  it('leaves a malformed start or quantity to its own field rule', () => {
    expect(issues({ iccidStart: '8944', quantity: 3 })).toEqual([
      { path: 'iccidStart', message: 'Invalid ICCID start: use 18 digits starting 89' },
    ])
    expect(issues({ quantity: 0, iccidStart: '899999999999999999' })).toMatchObject([{ path: 'quantity' }])
  })
})
