import type { BankDetails as Details } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { FactList } from '@/components/order/fact-list'
import { CopyButton } from '@/components/ui/copy-button'
import { formatUsd } from '@/lib/format'

/**
 * Where to send a bank transfer and the reference that ties it to the order; the order waits for an admin
 * to see the money arrive. The reference and the amount can be copied as they must be typed. `level` fits its
 * heading to the page: a section of a screen (2) or of an order's panel (3).
 */
export function BankDetails({ details, level = 3 }: { details: Details; level?: 2 | 3 }) {
  const { t } = useTranslation()
  const Heading = level === 2 ? 'h2' : 'h3'
  const amount = formatUsd(details.amountCents)
  return (
    <section
      aria-labelledby="bank-details"
      className="grid gap-3 rounded-lg border border-border bg-muted p-4"
    >
      <div className="grid gap-1">
        <Heading id="bank-details" className="font-semibold text-foreground">
          {t('billing.bank.heading')}
        </Heading>
        <p className="text-sm text-muted-foreground">{t('billing.bank.instructions', { amount })}</p>
      </div>
      <FactList
        className="sm:grid-cols-1"
        facts={[
          { term: t('billing.bank.beneficiary'), value: details.beneficiary },
          { term: t('billing.bank.bankName'), value: details.bankName },
          {
            term: t('billing.bank.accountNumber'),
            value: <span className="font-mono">{details.accountNumber}</span>,
          },
          { term: t('billing.bank.swift'), value: <span className="font-mono">{details.swift}</span> },
          {
            term: t('billing.bank.reference'),
            value: <span className="font-mono">{details.reference}</span>,
          },
          { term: t('billing.bank.amount'), value: amount },
        ]}
      />
      <div className="flex flex-wrap gap-3">
        <CopyButton
          text={details.reference}
          label={
            <>
              {t('billing.bank.copyReference')}
              <span className="sr-only"> {details.reference}</span>
            </>
          }
        />
        <CopyButton text={amount} label={t('billing.bank.copyAmount')} />
      </div>
    </section>
  )
}
