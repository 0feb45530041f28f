import type { InvoiceParty as Party } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { displayValue } from '@/lib/format'

/** A seller or a buyer as the invoice names them: name, address, country, tax id and email. */
export function InvoiceParty({ title, party }: { title: string; party: Party }) {
  const { t } = useTranslation()
  return (
    <div className="grid content-start gap-0.5">
      <p className="font-semibold">{title}</p>
      <address className="grid gap-0.5 not-italic">
        <span>{displayValue(party.name)}</span>
        {party.address ? <span className="whitespace-pre-line">{party.address}</span> : null}
        {party.country ? <span>{party.country}</span> : null}
        {party.taxId ? <span>{t('orders.invoice.taxId', { taxId: party.taxId })}</span> : null}
        {party.email ? <span>{party.email}</span> : null}
      </address>
    </div>
  )
}
