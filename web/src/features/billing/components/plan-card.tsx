import type { BillingType, Plan } from '@simlessly/shared'
import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatCount, formatUsd } from '@/lib/format'
import { cn } from '@/lib/utils'
import { planInclusions } from '../plan-inclusions'

type PlanCardProps = { plan: Plan; billingType: BillingType; checked: boolean; onSelect: () => void }

/**
 * One plan: its prices (the chosen billing's first) and what it includes. The whole card is the label of
 * a radio button named by the plan's name and described by its prices and inclusions.
 */
export function PlanCard({ plan, billingType, checked, onSelect }: PlanCardProps) {
  const { t } = useTranslation()
  const id = `plan-${plan.code}`
  const prices = [
    { type: 'MONTHLY', text: t('billing.plan.perMonth', { price: formatUsd(plan.monthlyPriceCents) }) },
    { type: 'ANNUALLY', text: t('billing.plan.perYear', { price: formatUsd(plan.annualPriceCents) }) },
  ].sort((a) => (a.type === billingType ? -1 : 1))
  return (
    <label
      htmlFor={id}
      className={cn(
        'relative flex cursor-pointer flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm',
        'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
        checked ? 'border-primary ring-1 ring-primary' : 'border-border hover:border-input',
      )}
    >
      <input
        id={id}
        type="radio"
        name="plan"
        value={plan.code}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details`}
        className="absolute top-5 right-5 size-4 accent-primary"
      />
      <span id={`${id}-name`} className="pr-8 font-semibold text-lg text-foreground">
        {plan.name}
      </span>
      <span id={`${id}-details`} className="grid gap-3">
        <span className="text-sm text-muted-foreground">{plan.description}</span>
        <span className="grid">
          {prices.map((price, index) => (
            <span
              key={price.type}
              className={
                index === 0 ? 'font-semibold text-xl text-foreground' : 'text-sm text-muted-foreground'
              }
            >
              {price.text}
            </span>
          ))}
        </span>
        <span className="grid gap-1.5 text-sm text-muted-foreground">
          {planInclusions(plan).map((line) => (
            <span key={line.key} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {t(`billing.inclusions.${line.key}`, {
                count: line.count ?? 0,
                formatted: line.count === undefined ? '' : formatCount(line.count),
                value: line.value,
              })}
            </span>
          ))}
        </span>
      </span>
    </label>
  )
}
