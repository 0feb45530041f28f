import { HPLMN_MISMATCH_MESSAGE } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../app-error.ts'
import { CHUNK_SIZE, chunkRanges, FIRST_CHUNK_SIZE, openBatchRows } from './split.ts'

const open = (quantity: number, iccidStart: string, imsiStart = '310410000000100') => ({
  kind: 'OPEN' as const,
  quantity,
  iccidStart,
  imsiStart,
})

describe('the rows of an open batch', () => {
  it('number on from both starts, each ICCID with its Luhn digit', () => {
    const { valid, errors } = openBatchRows(open(2, '899999999999999998'))
    expect(valid.map((row) => [row.iccid, row.imsi])).toEqual([
      ['8999999999999999981', '310410000000100'],
      ['8999999999999999999', '310410000000101'],
    ])
    expect(errors).toEqual([])
  })

  it("are warned about, as an upload's rows are, when their IMSIs are outside the configuration's HPLMN", () => {
    expect(openBatchRows(open(2, '899999999999999998'), { hplmn: '310410' }).warnings).toEqual([])
    expect(openBatchRows(open(2, '899999999999999998'), { hplmn: '26201' }).warnings).toEqual([
      { row: 1, iccid: '8999999999999999981', reason: HPLMN_MISMATCH_MESSAGE },
      { row: 2, iccid: '8999999999999999999', reason: HPLMN_MISMATCH_MESSAGE },
    ])
  })

  it('are refused whole, with the reason, when a stored range runs out of the ICCID prefix', () => {
    expect(() => openBatchRows(open(3, '899999999999999998'))).toThrow(AppError)
    expect(() => openBatchRows(open(3, '899999999999999998'))).toThrow(/end at 9000000000000000001/)
    expect(() => openBatchRows(open(2, '894447860000495882', '999999999999999'))).toThrow(/IMSIs from it/)
  })
})

describe("a batch's chunks", () => {
  it('start with a small one, so the first ACs come early, then take the chunk size, every row once', () => {
    expect(chunkRanges(0)).toEqual([])
    expect(chunkRanges(30)).toEqual([[0, 30]])
    const ranges = chunkRanges(FIRST_CHUNK_SIZE + 2 * CHUNK_SIZE + 7)
    expect(ranges.map(([start, end]) => end - start)).toEqual([FIRST_CHUNK_SIZE, CHUNK_SIZE, CHUNK_SIZE, 7])
    expect(ranges.every(([start], i) => start === (ranges[i - 1]?.[1] ?? 0))).toBe(true)
    expect(FIRST_CHUNK_SIZE).toBeLessThan(CHUNK_SIZE)
  })
})
