import { BATCH_LIMITS } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import {
  batchFormResolver,
  emptyBatchValues,
  emptyOpenBatchValues,
  openBatchFormResolver,
} from './batch-form-values'

const options = { fields: {}, shouldUseNativeValidation: false }
const csv = (name = 'sims.csv', body = 'iccid,imsi,ki,opc\n') => new File([body], name, { type: 'text/csv' })

describe('the batch form', () => {
  it('asks for a configuration, a file and at least one output format', async () => {
    const { errors } = await batchFormResolver({ ...emptyBatchValues(), formats: [] }, undefined, options)
    expect(errors.configId?.message).toBe('Required')
    expect(errors.file?.message).toBe('Choose a CSV or XLSX file')
    expect(errors.formats?.message).toBe('Choose at least one output format')
  })

  it('refuses a file of another kind, or past the size limit, before sending it', async () => {
    const wrongKind = await batchFormResolver(
      { ...emptyBatchValues('c1'), file: csv('sims.txt') },
      undefined,
      options,
    )
    expect(wrongKind.errors.file?.message).toBe('Use a .csv or .xlsx file')
    const big = new File([new Uint8Array(BATCH_LIMITS.maxBytes + 1)], 'big.csv')
    const tooBig = await batchFormResolver({ ...emptyBatchValues('c1'), file: big }, undefined, options)
    expect(tooBig.errors.file?.message).toBe('Up to 20 MB per file')
  })

  it('hands over the file with the file type as a number and the formats as a list', async () => {
    const file = csv('SIMS.XLSX')
    const result = await batchFormResolver(
      { ...emptyBatchValues('c1'), file, fileType: '1', formats: ['STRING', 'PICTURE'], encryptOutput: true },
      undefined,
      options,
    )
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({
      configId: 'c1',
      file,
      fileType: 1,
      formats: ['STRING', 'PICTURE'],
      encryptOutput: true,
    })
  })
})

describe('the open batch form', () => {
  it('checks the ICCID start (18 digits from 89), the IMSI start and the quantity', async () => {
    const { errors } = await openBatchFormResolver(
      { ...emptyOpenBatchValues('c1'), quantity: 0, iccidStart: '8944', imsiStart: 'abc' },
      undefined,
      options,
    )
    expect(errors.iccidStart?.message).toMatch(/^Invalid ICCID start/)
    expect(errors.imsiStart?.message).toBe('Invalid IMSI start: use 14 or 15 digits (MCC + MNC + MSIN)')
    expect(errors.quantity).toBeDefined()
  })

  it('says under the start fields when the quantity takes the range past the ICCID prefix or the IMSI length', async () => {
    const values = { ...emptyOpenBatchValues(''), quantity: 3 }
    const { errors } = await openBatchFormResolver(
      { ...values, iccidStart: '899999999999999998', imsiStart: '999999999999998' },
      undefined,
      options,
    )
    expect(errors.iccidStart?.message).toBe(
      'Invalid ICCID start: 3 ICCIDs from it end at 9000000000000000001, which no longer starts with 89; lower the start or the quantity',
    )
    expect(errors.imsiStart?.message).toMatch(/^Invalid IMSI start: 3 IMSIs from it end at 1000000000000000/)
    expect(errors.configId).toBeDefined()
  })

  it('refuses an IMSI start shorter than an IMSI under its field, as every row would be refused', async () => {
    for (const imsiStart of ['310410', '3104100000001']) {
      const { errors } = await openBatchFormResolver(
        { ...emptyOpenBatchValues('c1'), iccidStart: '894447860000495882', imsiStart },
        undefined,
        options,
      )
      expect(errors.imsiStart?.message).toBe('Invalid IMSI start: use 14 or 15 digits (MCC + MNC + MSIN)')
    }
  })

  it('passes a complete open batch', async () => {
    const result = await openBatchFormResolver(
      { ...emptyOpenBatchValues('c1'), iccidStart: '894447860000495882', imsiStart: '310410000000001' },
      undefined,
      options,
    )
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({ quantity: 100, formats: ['STRING', 'PICTURE', 'AC_LINK'] })
  })
})
