import { expect, type Page, test } from '@playwright/test'
import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import { PNG } from 'pngjs'
import { violations } from './support/axe.ts'
import { decodeQrDataUrl } from './support/generation'
import { openPage, reloadPage } from './support/navigation'
import { activeUser, sessionToken, signInWithApi } from './support/session'

/** The AC every preview draws (functions/src/domain/qr-style/styles.ts). */
const SAMPLE = 'LPA:1$SMDP.EXAMPLE.COM$04386-AGYFT-A74Y8-3F815'
const DARK_BLUE = [0x1e, 0x3a, 0x8a]
const LOGO_GREEN = [20, 160, 60]

/** A small logo: a solid square, as a PNG. */
function solidPng(side: number, [r = 0, g = 0, b = 0]: number[]): Buffer {
  const png = new PNG({ width: side, height: side })
  for (let i = 0; i < side * side; i++) png.data.set([r, g, b, 255], i * 4)
  return PNG.sync.write(png)
}

/** What a preview shows: the colour in its middle (the logo's, when there is one) and whether it uses a colour. */
function looksOf(dataUrl: string, colour: number[]) {
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'))
  const at = (x: number, y: number) => [
    ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3),
  ]
  let uses = false
  for (let i = 0; i < png.data.length && !uses; i += 4) {
    uses = png.data[i] === colour[0] && png.data[i + 1] === colour[1] && png.data[i + 2] === colour[2]
  }
  return { middle: at(Math.floor(png.width / 2), Math.floor(png.height / 2)), uses }
}

/** The QR code style tab of Generate AC, loaded afresh (a form changed but not saved is dropped). */
async function openStyleTab(page: Page) {
  await openPage(page, '/profile/generateac')
  await page.getByRole('tab', { name: 'QR code style' }).click()
  await expect(page).toHaveURL(/mode=style/)
  await expect(page.getByText('Cannot be edited', { exact: true })).toBeVisible()
}

// Two tests on one owner (each seeded one and signed in for itself): the flagged fields first, which save
// nothing; then the style saved and put back to the default.
test('the QR code style: flagged colours and logo with no violations, then a dark blue style with a logo saved and put back', async ({
  page,
}) => {
  // Each preview is drawn on the server (the logo composited with sharp), read back with zbarimg, and the page
  // gets five axe scans: a long job on a busy machine. The two tests' times together (each was \`test.slow()\`).
  test.setTimeout(test.info().timeout * 6)
  const { email, password } = await activeUser({ label: 'qr-style' })
  await signInWithApi(page, email, password)
  await test.step('colours readers could not tell apart, and a logo the server cannot read, are flagged on their fields; no violations', async () => {
    await openStyleTab(page)
    await expect(page.getByRole('img', { name: 'A sample QR code in the default style' })).toBeVisible()
    expect(await violations(page)).toEqual([])

    const foreground = page.getByRole('textbox', { name: 'Foreground colour' })
    await foreground.fill('#DDDDDD')
    await expect(page.getByText(/^Choose colours with more contrast/)).toBeVisible()
    await expect(foreground).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Correct the fields marked above to update the preview.')).toBeVisible()
    expect(await violations(page)).toEqual([])

    // A PNG by its first bytes passes the browser's check; the server cannot decode it and says so.
    await foreground.fill('#1E3A8A')
    await expect(foreground).toHaveAttribute('aria-invalid', 'false')
    const logo = page.getByLabel('Logo (PNG)')
    await logo.setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([solidPng(8, LOGO_GREEN).subarray(0, 16), Buffer.from('not the rest of a PNG')]),
    })
    await expect(page.getByText('Invalid logo: the PNG could not be read')).toBeVisible()
    await expect(logo).toHaveAttribute('aria-invalid', 'true')
    await page.getByRole('button', { name: 'Remove the logo' }).click()
    await expect(logo).toBeFocused()
    await expect(page.getByText('Invalid logo: the PNG could not be read')).toHaveCount(0)
  })
  await test.step('a dark blue style with a logo: previewed and read by zbarimg, saved in use, then back to the default', async () => {
    // Loaded again: the first step's colour and broken logo were never saved, so the form is as it was.
    await openStyleTab(page)
    await expect(page.getByRole('radio', { name: 'Default style' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Your style' })).toBeDisabled()
    const preview = page.getByRole('img', { name: 'A sample QR code in your style' })
    await expect(preview).toBeVisible()

    await page.getByRole('textbox', { name: 'Foreground colour' }).fill('#1e3a8a')
    await page.getByLabel('Logo (PNG)').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(48, LOGO_GREEN),
    })
    await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible()
    const slider = page.getByRole('slider', { name: 'Logo size' })
    await slider.fill('25')
    await expect(slider).toHaveAttribute('aria-valuetext', '25%')

    // The last preview stays while the next is drawn: wait for the one in dark blue with the logo in the middle.
    let image = ''
    await expect
      .poll(async () => {
        image = (await preview.getAttribute('src')) ?? ''
        return looksOf(image, DARK_BLUE)
      })
      .toEqual({ middle: LOGO_GREEN, uses: true })
    expect(await decodeQrDataUrl(image)).toBe(SAMPLE)
    await expect(page.getByText('Updating the preview…')).toHaveCount(0)
    expect(await violations(page)).toEqual([])

    await page.getByRole('button', { name: 'Save and use this style' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Style saved. QR pictures now use your style.' }),
    ).toBeFocused()
    await expect(page.getByRole('radio', { name: 'Your style' })).toBeChecked()

    await reloadPage(page)
    await expect(page.getByRole('radio', { name: 'Your style' })).toBeChecked()
    await expect(page.getByRole('textbox', { name: 'Foreground colour' })).toHaveValue('#1E3A8A')
    await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible()
    await expect(slider).toHaveAttribute('aria-valuetext', '25%')

    await page.getByRole('radio', { name: 'Default style' }).check()
    await expect(page.getByText('QR pictures now use the default style.')).toBeVisible()
    await reloadPage(page)
    await expect(page.getByRole('radio', { name: 'Default style' })).toBeChecked()
    // The style itself is kept for later, and the server says which one draws the pictures.
    await expect(page.getByRole('textbox', { name: 'Foreground colour' })).toHaveValue('#1E3A8A')
    const answer = await page.request.get(API_BASE_PATH + endpoints.qrStyle.settings.path, {
      headers: { token: (await sessionToken(page)) ?? '' },
    })
    expect((await answer.json()).obj).toMatchObject({ active: 'DEFAULT', custom: { foreground: '#1E3A8A' } })
  })
})
