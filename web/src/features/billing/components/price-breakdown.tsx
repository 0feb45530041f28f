import type { Order, Plan } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { FactList } from '@/components/order/fact-list'
import { UpgradeFormula } from '@/components/upgrade-formula'
import { formatUsd } from '@/lib/format'
import { planName } from '../plan-inclusions'

type PriceBreakdownProps = {
  originalPriceCents: number
  discountCents: number
  /** The tax included in the amount, on its own line as the invoice shows it (zero included), by its name. */
  tax?: { cents: number; ratePercent: number; name?: string | undefined } | undefined
  amountCents: number
  /** The discount as given (10%, $25.00), when there is one. */
  discount?: string | null
  upgrade: Order['upgrade']
  /** The upgrade's target plan, by name. */
  toPlanName: string
  plans?: readonly Plan[] | undefined
}

/**
 * The price as the server computed it: original, discount, tax (as the invoice words it), amount; for an upgrade, the formula it used
 * ((new plan − current plan) × days left / days of the period), with the server's own figures.
 */
export function PriceBreakdown(props: PriceBreakdownProps) {
  const { t } = useTranslation()
  const { upgrade } = props
  const discount = props.discount
    ? `−${formatUsd(props.discountCents)} (${props.discount})`
    : props.discountCents > 0
      ? `−${formatUsd(props.discountCents)}`
      : formatUsd(0)
  return (
    <div className="grid gap-3">
      <FactList
        facts={[
          { term: t('billing.price.original'), value: formatUsd(props.originalPriceCents) },
          { term: t('billing.price.discount'), value: discount },
          ...(props.tax
            ? [
                {
                  term: props.tax.name
                    ? t('orders.invoice.tax', { name: props.tax.name, rate: props.tax.ratePercent })
                    : t('billing.price.tax', { rate: props.tax.ratePercent }),
                  value: formatUsd(props.tax.cents),
                },
              ]
            : []),
          {
            term: t('billing.price.amount'),
            value: <span className="text-base">{formatUsd(props.amountCents)}</span>,
          },
        ]}
      />
      {upgrade ? (
        <div className="grid gap-1 rounded-md border border-border bg-muted px-3 py-2 text-sm">
          <p className="text-muted-foreground">
            {t('billing.price.upgradeHow', {
              to: props.toPlanName,
              from: planName(props.plans, upgrade.fromPlan),
            })}
          </p>
          <UpgradeFormula upgrade={upgrade} />
        </div>
      ) : null}
    </div>
  )
}
