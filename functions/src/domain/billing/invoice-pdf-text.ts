import type { Invoice, InvoiceLine } from '@simlessly/shared'
import type { Language } from '@simlessly/shared/language'

/** The words of an invoice PDF in one language; the numbers, dates and names stay as the invoice has them. */
export type InvoiceText = {
  title: string
  number: string
  date: string
  order: string
  seller: string
  buyer: string
  taxId: string
  /** The line table's column titles: description, period, quantity, unit price, discount, tax, amount. */
  columns: readonly [string, string, string, string, string, string, string]
  description: (line: InvoiceLine) => string
  period: (start: string, end: string) => string
  subtotal: string
  discount: string
  total: (currency: string) => string
  paid: (invoice: Invoice) => string
  footer: (invoice: Invoice) => string
}

const EN_CHANNELS: Record<Invoice['payment']['channel'], string> = {
  CARD_PROVIDER: 'card',
  BANK_TRANSFER: 'bank transfer',
  FREE: 'no charge',
}

const ZH_CHANNELS: Record<Invoice['payment']['channel'], string> = {
  CARD_PROVIDER: '银行卡',
  BANK_TRANSFER: '银行转账',
  FREE: '免费',
}

const en: InvoiceText = {
  title: 'Invoice',
  number: 'Number',
  date: 'Date',
  order: 'Order',
  seller: 'Seller',
  buyer: 'Bill to',
  taxId: 'Tax id',
  columns: ['Description', 'Period', 'Qty', 'Unit price', 'Discount', 'Tax', 'Amount'],
  description: (line) => {
    if (line.kind === 'UPGRADE') {
      return `Upgrade from ${line.fromPlanName ?? 'the former plan'} to ${line.planName} for the days left`
    }
    const billing = line.billingType === 'MONTHLY' ? 'monthly' : 'annually'
    return `${line.planName} plan, billed ${billing}${line.kind === 'RENEWAL' ? ' (renewal)' : ''}`
  },
  period: (start, end) => `${start} to ${end}`,
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: (currency) => `Total (${currency})`,
  paid: ({ paidOn, payment }) =>
    `Paid on ${paidOn} by ${EN_CHANNELS[payment.channel]}${payment.reference ? `, reference ${payment.reference}` : ''}.`,
  footer: ({ timeZone, currency }) => `Days are given in ${timeZone}. Amounts in ${currency}.`,
}

const zhCN: InvoiceText = {
  title: '发票',
  number: '发票号',
  date: '日期',
  order: '订单',
  seller: '销售方',
  buyer: '购买方',
  taxId: '税号',
  columns: ['描述', '期间', '数量', '单价', '折扣', '税费', '金额'],
  description: (line) => {
    if (line.kind === 'UPGRADE') {
      return `从 ${line.fromPlanName ?? '原套餐'} 升级至 ${line.planName}（剩余天数）`
    }
    const billing = line.billingType === 'MONTHLY' ? '按月计费' : '按年计费'
    return `${line.planName} 套餐，${billing}${line.kind === 'RENEWAL' ? '（续订）' : ''}`
  },
  period: (start, end) => `${start} 至 ${end}`,
  subtotal: '小计',
  discount: '折扣',
  total: (currency) => `合计（${currency}）`,
  paid: ({ paidOn, payment }) =>
    `已于 ${paidOn} 通过${ZH_CHANNELS[payment.channel]}支付${payment.reference ? `，参考号 ${payment.reference}` : ''}。`,
  footer: ({ timeZone, currency }) => `日期按 ${timeZone} 时区显示。金额单位为 ${currency}。`,
}

export const INVOICE_TEXT: Record<Language, InvoiceText> = { en, 'zh-CN': zhCN }
