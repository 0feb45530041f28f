import type { InvoiceLine } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatUsd } from '@/lib/format'

const NUMERIC = ['quantity', 'unitPrice', 'discount', 'tax', 'amount'] as const

/** The invoice's lines: what was bought, for which period, quantity, unit price, discount, tax, amount. */
export function InvoiceLines({ lines }: { lines: readonly InvoiceLine[] }) {
  const { t } = useTranslation()
  const description = (line: InvoiceLine) =>
    t(`orders.invoice.line.${line.kind}`, {
      plan: line.planName,
      from: line.fromPlanName ?? t('orders.invoice.formerPlan'),
      billing: t(`orders.invoice.billing.${line.billingType}`),
    })
  return (
    <Table aria-label={t('orders.invoice.lines')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('orders.invoice.columns.description')}</TableHead>
          <TableHead>{t('orders.invoice.columns.period')}</TableHead>
          {NUMERIC.map((column) => (
            <TableHead key={column} className="text-right">
              {t(`orders.invoice.columns.${column}`)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={`${line.kind}-${line.periodStart}`}>
            <TableCell className="whitespace-normal">{description(line)}</TableCell>
            <TableCell>
              {t('orders.invoice.period', { start: line.periodStart, end: line.periodEnd })}
            </TableCell>
            {[
              String(line.quantity),
              formatUsd(line.unitPriceCents),
              formatUsd(line.discountCents),
              formatUsd(line.taxCents),
              formatUsd(line.amountCents),
            ].map((value, i) => (
              <TableCell key={NUMERIC[i]} className="text-right tabular-nums">
                {value}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
