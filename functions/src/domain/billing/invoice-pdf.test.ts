import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Invoice } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { renderInvoicePdf } from './invoice-pdf.ts'

const party = (name: string) => ({
  name,
  address: '人民路 1 号\n上海',
  country: '中国',
  taxId: 'CN123',
  email: 'a@b.cn',
})

const invoice: Invoice = {
  number: 'INV-2026-000042',
  brand: 'Orbit Mobile',
  paidOn: '2026-03-05',
  paidAt: Date.UTC(2026, 2, 5),
  timeZone: 'Asia/Shanghai',
  seller: party('Simlessly Test GmbH'),
  buyer: party('上海轨道实验室'),
  lines: [
    {
      kind: 'NEW',
      plan: 'PRO',
      planName: 'Pro',
      fromPlanName: null,
      billingType: 'MONTHLY',
      periodStart: '2026-03-05',
      periodEnd: '2026-04-04',
      quantity: 1,
      unitPriceCents: 29_900,
      discountCents: 0,
      taxCents: 0,
      amountCents: 29_900,
    },
  ],
  subtotalCents: 29_900,
  discountCents: 0,
  tax: { name: 'VAT', ratePercent: 0, cents: 0 },
  totalCents: 29_900,
  currency: 'USD',
  payment: { channel: 'BANK_TRANSFER', reference: 'REF-7' },
}

function textOf(pdf: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-zh-')), 'invoice.pdf')
  writeFileSync(file, pdf)
  return execFileSync('pdftotext', ['-layout', file, '-']).toString()
}

describe('the invoice PDF in the reader’s language', () => {
  it('is in Chinese for a Chinese reader, with the Chinese glyphs embedded (a subset of Noto Sans SC)', async () => {
    const pdf = await renderInvoicePdf(invoice, 'ORD-1', 'zh-CN')
    const text = textOf(pdf)
    for (const words of [
      '发票',
      '销售方',
      '购买方',
      '上海轨道实验室',
      'Pro 套餐，按月计费',
      '小计',
      '合计（USD）',
    ]) {
      expect(text).toContain(words)
    }
    expect(text).toContain('已于 2026-03-05 通过银行转账支付，参考号 REF-7')
    expect(text).toContain('$299.00')
    // The font is subset: the whole TrueType file is 10.5 MB, the document far less.
    expect(pdf.byteLength).toBeLessThan(200_000)
  })

  it('is in English otherwise, with the built-in fonts', async () => {
    const pdf = await renderInvoicePdf(invoice, 'ORD-1')
    const text = textOf(pdf)
    expect(text).toContain('Pro plan, billed monthly')
    expect(text).toContain('Paid on 2026-03-05 by bank transfer, reference REF-7')
    expect(text).not.toContain('发票')
  })
})
