import { formatUsd } from '@simlessly/shared'
import type { OrderItem } from '../../entities/order.ts'

const day = (at: number) => new Date(at).toISOString().slice(0, 10)

/**
 * A paid order's receipt: numbered, with the enterprise, plan, period, discount and amount. pdfkit is
 * loaded on the first receipt, not when the API starts: it is a large part of the API's cold start.
 */
export async function renderInvoicePdf(order: OrderItem, seller: string): Promise<Uint8Array> {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Receipt ${order.invoiceNumber}` } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
  doc.fontSize(20).text(`Receipt ${order.invoiceNumber ?? ''}`)
  doc.moveDown().fontSize(11)
  const lines: [string, string][] = [
    ['Seller', seller],
    ['Billed to', order.enterpriseName],
    ['Order', order.orderId],
    ['Plan', `${order.planName} (${order.plan}), ${order.billingType.toLowerCase()} x ${order.quantity}`],
    ['Period', `${day(order.planStartAt)} to ${day(order.planEndAt)} (UTC)`],
    ['Original price', formatUsd(order.originalPriceCents)],
    [
      'Discount',
      order.discountType
        ? `${order.discountType === 'PERCENT' ? `${order.discountValue}%` : formatUsd(order.discountValue ?? 0)}: -${formatUsd(order.discountCents)}`
        : 'none',
    ],
    ['Amount paid', `${formatUsd(order.amountCents)} USD`],
    ['Paid on', order.paidAt ? day(order.paidAt) : '--'],
    [
      'Payment',
      order.paymentChannel === 'BANK_TRANSFER'
        ? 'Bank transfer'
        : order.paymentChannel === 'FREE'
          ? 'No charge'
          : 'Card',
    ],
  ]
  for (const [label, value] of lines)
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value)
  doc.end()
  return done
}
