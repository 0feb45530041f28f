import type { OrderQuote, Plan } from '@simlessly/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { OrderQuoteInput } from '@/api/order'
import { FactList } from '@/components/order/fact-list'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { formErrorMessage } from '@/lib/error-message'
import { formatUsd } from '@/lib/format'
import { formatDay } from '../billing-format'
import { PriceBreakdown } from './price-breakdown'

type QuoteSummaryProps = {
  request: OrderQuoteInput | null
  quote: UseQueryResult<OrderQuote>
  plans: readonly Plan[] | undefined
}

/**
 * The server's price for the choice: what it costs with its tax line as the invoice will show it, when the
 * plan runs, and how an upgrade was priced.
 */
export function QuoteSummary({ request, quote, plans }: QuoteSummaryProps) {
  const { t } = useTranslation()
  const data = quote.data
  const updating = quote.isFetching
  return (
    <section
      aria-labelledby="purchase-quote"
      aria-busy={updating || undefined}
      className="grid max-w-3xl gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="purchase-quote" className="font-semibold text-lg text-foreground">
        {t('billing.quote.heading')}
      </h2>
      {!request ? <p className="text-sm text-muted-foreground">{t('billing.quote.choose')}</p> : null}
      {request && updating ? (
        <p className="inline-flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner />
          {t('billing.quote.pricing')}
        </p>
      ) : null}
      {request && quote.isError && !updating ? <FormAlert>{formErrorMessage(quote.error)}</FormAlert> : null}
      {request && data && !quote.isError ? (
        <>
          <FactList
            facts={[
              { term: t('billing.quote.plan'), value: data.planName },
              {
                term: t('billing.quote.period'),
                value: t('billing.billingTimes', {
                  billing: t(`billing.billingTypes.${data.billingType}`),
                  quantity: data.quantity,
                }),
              },
              { term: t('billing.quote.unitPrice'), value: formatUsd(data.unitPriceCents) },
              { term: t('billing.quote.planStart'), value: formatDay(data.planStartAt) },
              { term: t('billing.quote.planEnd'), value: formatDay(data.planEndAt) },
            ]}
          />
          <PriceBreakdown
            originalPriceCents={data.originalPriceCents}
            discountCents={data.discountCents}
            tax={{ name: data.taxName, cents: data.taxCents, ratePercent: data.taxRatePercent }}
            amountCents={data.amountCents}
            upgrade={data.upgrade}
            toPlanName={data.planName}
            plans={plans}
          />
        </>
      ) : null}
    </section>
  )
}
