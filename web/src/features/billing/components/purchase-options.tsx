import { BILLING_TYPES, PaymentMethod } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { ChoiceGroup } from '@/components/ui/choice-group'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { MAX_QUANTITY, type PurchaseChoice, type PurchaseOperation, parseQuantity } from '../purchase-choice'

/**
 * ChoiceGroup's radio buttons are uncontrolled (it is made for react-hook-form's register); this ref checks
 * the one the URL holds on every render, so the back button and a reload keep them in step.
 */
const checkedBy = (current: string) => (input: HTMLInputElement | null) => {
  if (input) input.checked = input.value === current
}

type PurchaseOptionsProps = {
  operation: PurchaseOperation
  choice: PurchaseChoice
  onChange: (next: Partial<PurchaseChoice>) => void
}

/**
 * Billing (monthly or annual) and how many periods, then the payment method. An upgrade keeps the current
 * plan's billing and period, so it offers the payment method only.
 */
export function PurchaseOptions({ operation, choice, onChange }: PurchaseOptionsProps) {
  const { t } = useTranslation()
  const quantityError =
    parseQuantity(choice.quantity) === null
      ? t('billing.purchase.quantityError', { max: MAX_QUANTITY })
      : undefined
  return (
    <div className="flex flex-wrap items-start gap-6 rounded-xl border border-border bg-card p-5 shadow-sm">
      {operation !== 'UPGRADE' ? (
        <>
          <ChoiceGroup
            legend={t('billing.purchase.billingType')}
            options={BILLING_TYPES.map((value) => ({ value, label: t(`billing.billingTypes.${value}`) }))}
            inputProps={{
              name: 'billingType',
              ref: checkedBy(choice.billingType),
              onChange: (event) =>
                onChange({ billingType: event.target.value === 'ANNUALLY' ? 'ANNUALLY' : 'MONTHLY' }),
            }}
          />
          <FormField
            id="purchase-quantity"
            className="w-44"
            label={t(`billing.purchase.quantity.${choice.billingType}`)}
            hint={t('billing.purchase.quantityHint', { max: MAX_QUANTITY })}
            error={quantityError}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_QUANTITY}
                step={1}
                value={choice.quantity}
                onChange={(event) => onChange({ quantity: event.target.value })}
              />
            )}
          </FormField>
        </>
      ) : (
        <p className="max-w-md text-sm text-muted-foreground">{t('billing.purchase.upgradeKeepsPeriod')}</p>
      )}
      <ChoiceGroup
        legend={t('billing.purchase.paymentMethod')}
        options={[PaymentMethod.Card, PaymentMethod.BankTransfer].map((value) => ({
          value: String(value),
          label: t(`billing.paymentMethods.${value}`),
        }))}
        inputProps={{
          name: 'paymentMethod',
          ref: checkedBy(String(choice.paymentMethod)),
          onChange: (event) =>
            onChange({
              paymentMethod: event.target.value === '1' ? PaymentMethod.BankTransfer : PaymentMethod.Card,
            }),
        }}
      />
    </div>
  )
}
