import { formatUsd, type Invoice, type InvoiceLine, type InvoiceParty } from '@simlessly/shared'
import type PDFDocument from 'pdfkit'

type Doc = InstanceType<typeof PDFDocument>

const LEFT = 56
const WIDTH = 483
/** The line table's columns: x offset from the margin, width, alignment. */
const COLUMNS = [
  { title: 'Description', x: 0, width: 150, align: 'left' },
  { title: 'Period', x: 152, width: 106, align: 'left' },
  { title: 'Qty', x: 260, width: 28, align: 'right' },
  { title: 'Unit price', x: 290, width: 56, align: 'right' },
  { title: 'Discount', x: 348, width: 44, align: 'right' },
  { title: 'Tax', x: 394, width: 40, align: 'right' },
  { title: 'Amount', x: 436, width: 47, align: 'right' },
] as const

const CHANNELS: Record<Invoice['payment']['channel'], string> = {
  CARD_PROVIDER: 'card',
  BANK_TRANSFER: 'bank transfer',
  FREE: 'no charge',
}

function description(line: InvoiceLine): string {
  const billing = line.billingType === 'MONTHLY' ? 'monthly' : 'annually'
  if (line.kind === 'UPGRADE') {
    return `Upgrade from ${line.fromPlanName ?? 'the former plan'} to ${line.planName} for the days left`
  }
  return `${line.planName} plan, billed ${billing}${line.kind === 'RENEWAL' ? ' (renewal)' : ''}`
}

function party(doc: Doc, title: string, p: InvoiceParty, x: number, y: number) {
  doc.font('Helvetica-Bold').fontSize(10).text(title, x, y, { width: 230 })
  doc.font('Helvetica').text(p.name || '--', { width: 230 })
  for (const line of [p.address, p.country].filter(Boolean)) doc.text(line, { width: 230 })
  if (p.taxId) doc.text(`Tax id: ${p.taxId}`, { width: 230 })
  if (p.email) doc.text(p.email, { width: 230 })
  return doc.y
}

function row(doc: Doc, cells: readonly string[], y: number, bold = false): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
  let bottom = y
  COLUMNS.forEach((column, i) => {
    doc.text(cells[i] ?? '', LEFT + column.x, y, { width: column.width, align: column.align })
    bottom = Math.max(bottom, doc.y)
  })
  return bottom + 4
}

function totals(doc: Doc, invoice: Invoice, y: number): number {
  const tax = `${invoice.tax.name} (${invoice.tax.ratePercent}%)`
  const lines: [string, string, boolean][] = [
    ['Subtotal', formatUsd(invoice.subtotalCents), false],
    ['Discount', `-${formatUsd(invoice.discountCents)}`, false],
    [tax, formatUsd(invoice.tax.cents), false],
    [`Total (${invoice.currency})`, formatUsd(invoice.totalCents), true],
  ]
  let at = y
  for (const [label, value, bold] of lines) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
    doc.text(label, LEFT + 260, at, { width: 150, align: 'right' })
    doc.text(value, LEFT + 416, at, { width: 67, align: 'right' })
    at = doc.y + 2
  }
  return at
}

/**
 * A paid order's invoice as a PDF a finance team files: the brand, the number and date, the seller and the
 * buyer, the line with its period, quantity, unit price, discount and tax, the totals with the tax on a
 * line of its own, and when and how it was paid.
 */
export async function renderInvoicePdf(invoice: Invoice, orderId: string): Promise<Uint8Array> {
  // pdfkit is loaded on the first invoice, not when the API starts: it weighs on the Lambda's cold start.
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `Invoice ${invoice.number}` } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
  doc.font('Helvetica-Bold').fontSize(20).text(invoice.brand, LEFT, LEFT, { width: 280 })
  doc.fontSize(16).text('Invoice', LEFT + 300, LEFT, { width: 183, align: 'right' })
  doc.font('Helvetica').fontSize(10)
  for (const line of [`Number: ${invoice.number}`, `Date: ${invoice.paidOn}`, `Order: ${orderId}`])
    doc.text(line, LEFT + 240, doc.y, { width: 243, align: 'right' })

  const top = doc.y + 20
  const bottom = Math.max(
    party(doc, 'Seller', invoice.seller, LEFT, top),
    party(doc, 'Bill to', invoice.buyer, LEFT + 253, top),
  )
  let y = row(
    doc,
    COLUMNS.map((c) => c.title),
    bottom + 24,
    true,
  )
  doc
    .moveTo(LEFT, y - 2)
    .lineTo(LEFT + WIDTH, y - 2)
    .stroke()
  for (const line of invoice.lines) {
    y = row(
      doc,
      [
        description(line),
        `${line.periodStart} to ${line.periodEnd}`,
        String(line.quantity),
        formatUsd(line.unitPriceCents),
        formatUsd(line.discountCents),
        formatUsd(line.taxCents),
        formatUsd(line.amountCents),
      ],
      y + 2,
    )
  }
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke()
  y = totals(doc, invoice, y + 8)

  const how = CHANNELS[invoice.payment.channel]
  const reference = invoice.payment.reference ? `, reference ${invoice.payment.reference}` : ''
  doc.font('Helvetica').fontSize(10)
  doc.text(`Paid on ${invoice.paidOn} by ${how}${reference}.`, LEFT, y + 16, { width: WIDTH })
  doc.fillColor('#555555').fontSize(8)
  doc.text(`Days are given in ${invoice.timeZone}. Amounts in ${invoice.currency}.`, { width: WIDTH })
  doc.end()
  return done
}
