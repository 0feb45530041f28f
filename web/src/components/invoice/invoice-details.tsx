import type { Invoice } from '@simlessly/shared'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatUsd } from '@/lib/format'
import { InvoiceLines } from './invoice-lines'
import { InvoiceParty } from './invoice-party'

/**
 * A paid order's invoice as its PDF gives it: number, date and brand, the seller and the buyer as they were
 * when it was paid, its lines, the totals with the tax on its own line, and how it was paid. The
 * customer's and the admin's order details show the same.
 */
export function InvoiceDetails({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation()
  const id = useId()
  const totals = [
    { term: t('orders.invoice.subtotal'), value: formatUsd(invoice.subtotalCents) },
    { term: t('orders.invoice.discount'), value: `−${formatUsd(invoice.discountCents)}` },
    {
      term: t('orders.invoice.tax', { name: invoice.tax.name, rate: invoice.tax.ratePercent }),
      value: formatUsd(invoice.tax.cents),
    },
    { term: t('orders.invoice.total', { currency: invoice.currency }), value: formatUsd(invoice.totalCents) },
  ]
  return (
    <section aria-labelledby={id} className="grid gap-3 text-sm">
      <div className="grid gap-0.5">
        <h3 id={id} className="font-semibold text-base">
          {t('orders.invoice.heading')}
        </h3>
        <p>
          {t('orders.invoice.summary', {
            number: invoice.number,
            date: invoice.paidOn,
            brand: invoice.brand,
          })}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InvoiceParty title={t('orders.invoice.seller')} party={invoice.seller} />
        <InvoiceParty title={t('orders.invoice.buyer')} party={invoice.buyer} />
      </div>
      <InvoiceLines lines={invoice.lines} />
      <dl className="grid justify-end gap-1">
        {totals.map(({ term, value }, i) => (
          <div
            key={term}
            className={`flex justify-end gap-6 ${i === totals.length - 1 ? 'font-semibold' : ''}`}
          >
            <dt>{term}</dt>
            <dd className="min-w-24 text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        {t(`orders.invoice.paid.${invoice.payment.channel}`, {
          date: invoice.paidOn,
          reference: invoice.payment.reference,
        })}{' '}
        {t('orders.invoice.timeZone', { zone: invoice.timeZone })}
      </p>
    </section>
  )
}
