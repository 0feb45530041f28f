import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { GeneratedAc } from '@/api/generation'
import { SingleResult } from './single-result'

const RESULT = {
  iccid: '89014103211118510720',
  batchCode: 'B1',
  ac: 'LPA:1$smdp.example$MATCH',
  acLink: 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$smdp.example$MATCH',
  acLinkAndroid: 'https://esimsetup.android.com/esim_qrcode_provisioning?carddata=LPA:1$smdp.example$MATCH',
  qr: 'data:image/png;base64,iVBORw0KGgo=',
  warnings: [],
} as unknown as GeneratedAc

describe('the single AC result', () => {
  it('downloads its QR code as a PNG named by the ICCID, and copies its install link', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    render(
      <MemoryRouter>
        <SingleResult result={RESULT} onAnother={() => {}} />
      </MemoryRouter>,
    )
    const download = screen.getByRole('link', { name: 'Download the QR code (PNG)' })
    expect(download.getAttribute('href')).toBe(RESULT.qr)
    expect(download.getAttribute('download')).toBe(`${RESULT.iccid}.png`)
    fireEvent.click(screen.getByRole('button', { name: /Copy the install link/ }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(RESULT.acLink))
  })
})
