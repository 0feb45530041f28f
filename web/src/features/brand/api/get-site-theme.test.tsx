import { APP_CONFIG_STORAGE_KEY, ErrorCode, endpoints } from '@simlessly/shared'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ACME_SITE, apiUrl, envelopeResponse, sentRequest, stubFetch } from '@/test/api'
import { saveSiteTheme } from '../brand-storage'
import { getSiteTheme } from './get-site-theme'
import { siteThemes } from './site-themes'
import { useBrand } from './use-brand'

const failing = () =>
  envelopeResponse(null, { success: false, code: ErrorCode.INTERNAL, msg: 'down', status: 500 })

const renderBrand = (sys: string | undefined) => renderHook(() => useBrand(sys))

describe('getSiteTheme', () => {
  it('keeps the answer in local storage with its brand key', async () => {
    stubFetch(() => envelopeResponse(ACME_SITE))
    await expect(getSiteTheme('acme')).resolves.toEqual(ACME_SITE)
    expect(JSON.parse(localStorage.getItem(APP_CONFIG_STORAGE_KEY) ?? 'null')).toEqual({
      sys: 'acme',
      ...ACME_SITE,
    })
  })

  it('falls back to the stored answer of the same brand when the query fails', async () => {
    saveSiteTheme('acme', ACME_SITE)
    stubFetch(failing)
    await expect(getSiteTheme('acme')).resolves.toEqual(ACME_SITE)
  })

  it('does not use another brand’s stored answer', async () => {
    saveSiteTheme('acme', ACME_SITE)
    stubFetch(failing)
    await expect(getSiteTheme(undefined)).rejects.toMatchObject({ code: ErrorCode.INTERNAL })
    await expect(getSiteTheme('other')).rejects.toMatchObject({ code: ErrorCode.INTERNAL })
  })
})

describe('useBrand', () => {
  it('shows the stored brand when the query fails', async () => {
    saveSiteTheme('acme', ACME_SITE)
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const { result } = renderBrand('acme')
    expect(result.current.appName).toBe('Simlessly')
    await waitFor(() => expect(result.current.appName).toBe('Acme Mobile'))
    expect(result.current).toMatchObject({ iconUrl: '/brands/acme.svg', theme: '#0f766e' })
  })

  it('stays on the default brand when the query fails and nothing is stored; the next page asks again', async () => {
    const fetch = stubFetch(failing)
    const { result } = renderBrand('acme')
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    // Waits for the request under way, or asks again if it is already done: either way, a failure.
    await siteThemes.request('acme')
    expect(result.current).toEqual({ appName: 'Simlessly', iconUrl: '/favicon.ico', theme: '#1d4ed8' })
    const asked = fetch.mock.calls.length
    renderBrand('acme')
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(asked + 1))
  })

  it('keeps a brand’s answer for the next page rather than asking again', async () => {
    const fetch = stubFetch(() => envelopeResponse(ACME_SITE))
    const first = renderBrand('acme')
    await waitFor(() => expect(first.result.current.appName).toBe('Acme Mobile'))
    expect(renderBrand('acme').result.current.appName).toBe('Acme Mobile')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('normalises the brand key and leaves out one that is not valid', async () => {
    const fetch = stubFetch(() => envelopeResponse(ACME_SITE))
    renderBrand('ACME')
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(sentRequest(fetch).url).toBe(`${apiUrl(endpoints.platform.query)}?sys=acme`)

    renderBrand('no such brand!')
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    expect(sentRequest(fetch, 1).url).toBe(apiUrl(endpoints.platform.query))
  })
})
