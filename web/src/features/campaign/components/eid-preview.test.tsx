import { endpoints } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { apiUrl, envelopeResponse, sentRequest, stubFetch } from '@/test/api'
import { type CampaignFormValues, type CampaignRequest, emptyCampaignValues } from '../campaign-form-values'
import { EidPreview } from './eid-preview'

function Harness({ values }: { values: Partial<CampaignFormValues> }) {
  const form = useForm<CampaignFormValues, unknown, CampaignRequest>({
    defaultValues: { ...emptyCampaignValues(), ...values },
  })
  return <EidPreview control={form.control} />
}

function renderPreview(values: Partial<CampaignFormValues>) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness values={values} />
    </QueryClientProvider>,
  )
}

describe('the EID preview of a new EID push campaign', () => {
  it("says how many of the group's profiles have no EID and that the campaign will skip them", async () => {
    const fetch = stubFetch(() => envelopeResponse({ total: 40, withoutEid: 12 }))
    renderPreview({ groupId: 'g1' })
    expect(
      await screen.findByText(
        /^12 of the 40 profiles have no EID: the campaign will skip them, and list each as skipped/,
      ),
    ).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain(
      'The group is counted again when the campaign starts.',
    )
    const { url, init } = sentRequest(fetch)
    expect(url).toBe(apiUrl(endpoints.campaign.preview))
    expect(JSON.parse(String(init.body))).toEqual({ groupId: 'g1' })
  })

  it('counts pasted ICCIDs once each, and says when none has an EID', async () => {
    const fetch = stubFetch(() => envelopeResponse({ total: 1, withoutEid: 1 }))
    renderPreview({ target: 'iccids', iccids: '89014103211118510720\n89014103211118510720' })
    expect(await screen.findByText(/^The profile has no EID: the campaign would skip it/)).toBeTruthy()
    expect(JSON.parse(String(sentRequest(fetch).init.body))).toEqual({ iccids: ['89014103211118510720'] })
  })

  it('asks nothing before a group is chosen', () => {
    const fetch = stubFetch(() => envelopeResponse({ total: 0, withoutEid: 0 }))
    renderPreview({ groupId: '' })
    expect(screen.queryByRole('status')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })
})
