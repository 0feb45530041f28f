import type { Plan, PlanCode } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import type { PurchaseChoice } from '../purchase-choice'
import { PlanCard } from './plan-card'

type PlanPickerProps = {
  plans: readonly Plan[]
  choice: PurchaseChoice
  onChange: (plan: PlanCode) => void
}

/** The plans on offer as cards, one chosen like a radio button (arrow keys move between them). */
export function PlanPicker({ plans, choice, onChange }: PlanPickerProps) {
  const { t } = useTranslation()
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 font-semibold text-lg text-foreground">
        {t('billing.purchase.planLegend')}
      </legend>
      <div className="grid gap-4 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard
            key={plan.code}
            plan={plan}
            billingType={choice.billingType}
            checked={choice.plan === plan.code}
            onSelect={() => onChange(plan.code)}
          />
        ))}
      </div>
    </fieldset>
  )
}
