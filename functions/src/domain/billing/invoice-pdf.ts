import { formatUsd, type Invoice, type InvoiceParty } from '@simlessly/shared'
import type { Language } from '@simlessly/shared/language'
import type PDFDocument from 'pdfkit'
import { cjkFont } from '../../adapters/cjk-font.ts'
import { INVOICE_TEXT, type InvoiceText } from './invoice-pdf-text.ts'

type Doc = InstanceType<typeof PDFDocument>

const LEFT = 56
const WIDTH = 483
/** The line table's columns: x offset from the margin, width, alignment. */
const COLUMNS = [
  { x: 0, width: 150, align: 'left' },
  { x: 152, width: 106, align: 'left' },
  { x: 260, width: 28, align: 'right' },
  { x: 290, width: 56, align: 'right' },
  { x: 348, width: 44, align: 'right' },
  { x: 394, width: 40, align: 'right' },
  { x: 436, width: 47, align: 'right' },
] as const

/** The fonts by weight: the PDF's built-in Helvetica, or Noto Sans SC (embedded) for Chinese. */
const REGULAR = 'regular'
const BOLD = 'bold'

async function registerFonts(doc: Doc, language: Language) {
  if (language === 'en') {
    doc.registerFont(REGULAR, 'Helvetica')
    doc.registerFont(BOLD, 'Helvetica-Bold')
    return
  }
  const [regular, bold] = await Promise.all([cjkFont('regular'), cjkFont('bold')])
  doc.registerFont(REGULAR, regular)
  doc.registerFont(BOLD, bold)
}

function party(doc: Doc, text: InvoiceText, title: string, p: InvoiceParty, x: number, y: number) {
  doc.font(BOLD).fontSize(10).text(title, x, y, { width: 230 })
  doc.font(REGULAR).text(p.name || '--', { width: 230 })
  for (const line of [p.address, p.country].filter(Boolean)) doc.text(line, { width: 230 })
  if (p.taxId) doc.text(`${text.taxId}: ${p.taxId}`, { width: 230 })
  if (p.email) doc.text(p.email, { width: 230 })
  return doc.y
}

function row(doc: Doc, cells: readonly string[], y: number, bold = false): number {
  doc.font(bold ? BOLD : REGULAR).fontSize(9)
  let bottom = y
  COLUMNS.forEach((column, i) => {
    doc.text(cells[i] ?? '', LEFT + column.x, y, { width: column.width, align: column.align })
    bottom = Math.max(bottom, doc.y)
  })
  return bottom + 4
}

function totals(doc: Doc, text: InvoiceText, invoice: Invoice, y: number): number {
  const tax = `${invoice.tax.name} (${invoice.tax.ratePercent}%)`
  const lines: [string, string, boolean][] = [
    [text.subtotal, formatUsd(invoice.subtotalCents), false],
    [text.discount, `-${formatUsd(invoice.discountCents)}`, false],
    [tax, formatUsd(invoice.tax.cents), false],
    [text.total(invoice.currency), formatUsd(invoice.totalCents), true],
  ]
  let at = y
  for (const [label, value, bold] of lines) {
    doc.font(bold ? BOLD : REGULAR).fontSize(10)
    doc.text(label, LEFT + 260, at, { width: 150, align: 'right' })
    doc.text(value, LEFT + 416, at, { width: 67, align: 'right' })
    at = doc.y + 2
  }
  return at
}

/**
 * A paid order's invoice as a PDF a finance team files, in the reader's language: the brand, the number and
 * date, the seller and the buyer, the line with its period, quantity, unit price, discount and tax, the
 * totals with the tax on a line of its own, and when and how it was paid.
 */
export async function renderInvoicePdf(
  invoice: Invoice,
  orderId: string,
  language: Language = 'en',
): Promise<Uint8Array> {
  const text = INVOICE_TEXT[language]
  // pdfkit is loaded on the first invoice, not when the API starts: it weighs on the Lambda's cold start.
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${text.title} ${invoice.number}` },
  })
  await registerFonts(doc, language)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
  doc.font(BOLD).fontSize(20).text(invoice.brand, LEFT, LEFT, { width: 280 })
  doc.fontSize(16).text(text.title, LEFT + 300, LEFT, { width: 183, align: 'right' })
  doc.font(REGULAR).fontSize(10)
  const heads = [
    `${text.number}: ${invoice.number}`,
    `${text.date}: ${invoice.paidOn}`,
    `${text.order}: ${orderId}`,
  ]
  for (const line of heads) doc.text(line, LEFT + 240, doc.y, { width: 243, align: 'right' })

  const top = doc.y + 20
  const bottom = Math.max(
    party(doc, text, text.seller, invoice.seller, LEFT, top),
    party(doc, text, text.buyer, invoice.buyer, LEFT + 253, top),
  )
  let y = row(doc, text.columns, bottom + 24, true)
  doc
    .moveTo(LEFT, y - 2)
    .lineTo(LEFT + WIDTH, y - 2)
    .stroke()
  for (const line of invoice.lines) {
    y = row(
      doc,
      [
        text.description(line),
        text.period(line.periodStart, line.periodEnd),
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
  y = totals(doc, text, invoice, y + 8)

  doc.font(REGULAR).fontSize(10)
  doc.text(text.paid(invoice), LEFT, y + 16, { width: WIDTH })
  doc.fillColor('#555555').fontSize(8)
  doc.text(text.footer(invoice), { width: WIDTH })
  doc.end()
  return done
}
