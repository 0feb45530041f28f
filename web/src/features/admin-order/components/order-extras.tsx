import type { Order } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { FactSection } from '@/components/order/fact-list'
import { UpgradeFormula } from '@/components/upgrade-formula'
import { formatUsd } from '@/lib/format'

/** How the server priced an upgrade: (new plan − current plan) × days left / days of the period. */
type UpgradeComputationProps = { upgrade: NonNullable<Order['upgrade']>; from: string; to: string }

export function UpgradeComputation({ upgrade, from, to }: UpgradeComputationProps) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="admin-order-upgrade"
      className="grid gap-2 rounded-md border border-border bg-muted px-3 py-2 text-sm"
    >
      <h3 id="admin-order-upgrade" className="font-semibold text-foreground">
        {t('adminOrders.detail.upgradeHeading')}
      </h3>
      <p className="text-muted-foreground">{t('adminOrders.detail.upgradeHow', { from, to })}</p>
      <UpgradeFormula upgrade={upgrade} />
    </section>
  )
}

/** Where the client sends a transfer, with the reference that ties it to the order. */
export function BankTransferFacts({ details }: { details: NonNullable<Order['bankDetails']> }) {
  const { t } = useTranslation()
  return (
    <FactSection
      id="admin-order-bank"
      title={t('adminOrders.detail.bankHeading')}
      facts={[
        {
          term: t('adminOrders.detail.reference'),
          value: <span className="font-mono">{details.reference}</span>,
        },
        { term: t('adminOrders.detail.amount'), value: formatUsd(details.amountCents) },
        { term: t('adminOrders.detail.beneficiary'), value: details.beneficiary },
        { term: t('adminOrders.detail.bankName'), value: details.bankName },
        {
          term: t('adminOrders.detail.accountNumber'),
          value: <span className="font-mono">{details.accountNumber}</span>,
        },
        { term: t('adminOrders.detail.swift'), value: <span className="font-mono">{details.swift}</span> },
      ]}
    />
  )
}
