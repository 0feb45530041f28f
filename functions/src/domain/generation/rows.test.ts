import { HPLMN_MISMATCH_MESSAGE } from '@simlessly/shared'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { readInputFile, validateRows } from './rows.ts'

const KI = '465B5CE8B199B49FAA5F0A2EE238A6BC'
const OP = 'CDC202D5123E20F62B6D676AC72CB318'
const OPC = 'CD63CB71954A9F4E48A5994E37A02BAF'
const csv = (text: string) => new TextEncoder().encode(text)

describe('reading input files', () => {
  it('reads CSV with headers in any case and any column order, skipping blank lines', async () => {
    const rows = await readInputFile(
      csv(`\uFEFFIMSI,ICCID,Ki,OPc\n310410000000001,8944478600004958824,${KI},${OPC}\n\n`),
    )
    expect(rows).toEqual([
      { row: 2, values: { imsi: '310410000000001', iccid: '8944478600004958824', ki: KI, opc: OPC } },
    ])
  })

  it('reads the first sheet of an XLSX workbook', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('SIMs')
    sheet.addRow(['iccid', 'imsi', 'ki', 'op'])
    sheet.addRow(['8944478600004958824', '310410000000001', KI, OP])
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer())
    const rows = await readInputFile(bytes)
    expect(rows[0]?.values).toMatchObject({ iccid: '8944478600004958824', op: OP })
  })

  it('names the missing columns', async () => {
    await expect(readInputFile(csv('iccid,ki\n1,2\n'))).rejects.toThrow(/imsi, opc \(or op\)/)
  })
})

describe('validating rows', () => {
  it('keeps good rows, derives OPc from OP, and gives each bad row its reasons', async () => {
    const rows = await readInputFile(
      csv(
        [
          'iccid,imsi,ki,opc,op,eid',
          `8944478600004958824,310410000000001,${KI},,${OP},`,
          `8944478600004958825,310410000000002,${KI},${OPC},,`,
          `89860468152080349618,31041A,${KI.slice(2)},${OPC},,89882119900000000000000000001655`,
          `8944478600004958824,310410000000003,${KI},${OPC},,`,
        ].join('\n'),
      ),
    )
    const { valid, errors } = validateRows(rows)
    expect(valid).toHaveLength(1)
    expect(valid[0]).toMatchObject({ row: 2, opc: OPC })
    expect(errors.map((e) => [e.row, e.reason])).toEqual([
      [3, 'Invalid ICCID: the last digit is not its Luhn check digit'],
      [
        4,
        'Invalid IMSI: use 14 or 15 digits (MCC + MNC + MSIN); Invalid Ki: use 32 or 64 hex digits; Invalid EID: its check digits do not match',
      ],
      [5, 'ICCID 8944478600004958824 is repeated (first on row 2)'],
    ])
  })

  it('names the column before a generic length message, which a form shows under the field', async () => {
    const rows = await readInputFile(
      csv(
        ['iccid,imsi,ki,opc,eid', `8944478600004958824,310410000000001,${KI},${OPC.slice(2)},8988`].join(
          '\n',
        ),
      ),
    )
    expect(validateRows(rows).errors.map((e) => e.reason)).toEqual([
      'OPc: Length is 32 characters; EID: Length is 32 characters',
    ])
  })

  it('refuses an IMSI too short for an MSIN after the HPLMN, with every other reason of its row', async () => {
    const rows = await readInputFile(
      csv(
        [
          'iccid,imsi,ki,opc',
          `8944478600004958824,310410000000001,${KI},${OPC}`,
          `8944478600004958824,31041012,${KI},`,
          `8944478600004958832,31041012,${KI},${OPC}`,
        ].join('\n'),
      ),
    )
    const { valid, errors } = validateRows(rows, { hplmn: '310410' })
    expect(valid.map((r) => r.row)).toEqual([2])
    expect(errors.map((e) => [e.row, e.reason])).toEqual([
      [
        3,
        'Invalid IMSI: use 14 or 15 digits (MCC + MNC + MSIN); Required: OPc or OP; ICCID 8944478600004958824 is repeated (first on row 2)',
      ],
      [4, 'Invalid IMSI: use 14 or 15 digits (MCC + MNC + MSIN)'],
    ])
  })

  it('generates a row whose IMSI is outside the configuration’s HPLMN, with the product’s warning', async () => {
    const rows = await readInputFile(
      csv(
        [
          'iccid,imsi,ki,opc',
          `8944478600004958824,310410000000001,${KI},${OPC}`,
          `8944478600004958832,20801123456789,${KI},${OPC}`,
        ].join('\n'),
      ),
    )
    const { valid, errors, warnings } = validateRows(rows, { hplmn: '310410' })
    expect([valid.length, errors]).toEqual([2, []])
    expect(warnings).toEqual([{ row: 3, iccid: '8944478600004958832', reason: HPLMN_MISMATCH_MESSAGE }])
    expect(validateRows(rows).warnings).toEqual([])
  })
})
