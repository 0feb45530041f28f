import type { Invoice } from '@simlessly/shared'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InvoiceDetails } from './invoice-details'

/**
 * An upgrade with a discount and 20 % VAT, so that every row of the details shows. Written out, not shared
 * with the PDF's test (functions/src/domain/billing/invoice-pdf.test.ts), whose invoice is a Chinese buyer's
 * new plan without tax: the two read the same type with the values each case is about.
 */
const INVOICE: Invoice = {
  number: 'INV-2026-000042',
  brand: 'Orbit Mobile',
  paidOn: '2026-11-26',
  paidAt: Date.UTC(2026, 10, 26, 9),
  timeZone: 'Europe/Berlin',
  seller: {
    name: 'Simlessly Ltd',
    address: '1 Example Street\nLondon',
    country: 'United Kingdom',
    taxId: 'GB1',
    email: 'billing@simlessly.example',
  },
  buyer: {
    name: 'Orbit Labs GmbH',
    address: 'Hauptstrasse 1\n10115 Berlin',
    country: 'Germany',
    taxId: 'DE123456789',
    email: 'grete@orbit.example',
  },
  lines: [
    {
      kind: 'UPGRADE',
      plan: 'PRO',
      planName: 'Pro',
      fromPlanName: 'Basic',
      billingType: 'MONTHLY',
      periodStart: '2026-12-11',
      periodEnd: '2027-01-11',
      quantity: 1,
      unitPriceCents: 29_900,
      discountCents: 2_990,
      taxCents: 5_382,
      amountCents: 32_292,
    },
  ],
  subtotalCents: 29_900,
  discountCents: 2_990,
  tax: { name: 'VAT', ratePercent: 20, cents: 5_382 },
  totalCents: 32_292,
  currency: 'USD',
  payment: { channel: 'BANK_TRANSFER', reference: 'SL-ABCD-1234' },
}

describe('InvoiceDetails', () => {
  it('gives the invoice as its PDF does: parties, the line, the tax on its own line, the payment', () => {
    render(<InvoiceDetails invoice={INVOICE} />)
    const section = screen.getByRole('region', { name: 'Invoice' })
    expect(section.textContent).toContain('INV-2026-000042, paid on 2026-11-26, sold under Orbit Mobile')
    expect(section.textContent).toContain('Tax id: DE123456789')
    const row = within(screen.getByRole('table', { name: 'Invoice lines' })).getAllByRole('row')[1]
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Upgrade from Basic to Pro for the days left',
      '2026-12-11 to 2027-01-11',
      '1',
      '$299.00',
      '$29.90',
      '$53.82',
      '$322.92',
    ])
    expect(within(section).getByText('VAT (20%)').nextSibling?.textContent).toBe('$53.82')
    expect(within(section).getByText('Total (USD)').nextSibling?.textContent).toBe('$322.92')
    expect(section.textContent).toContain(
      'Paid on 2026-11-26 by bank transfer, reference SL-ABCD-1234. Days are given in Europe/Berlin.',
    )
  })
})
