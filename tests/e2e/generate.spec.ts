import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { violations } from './support/axe.ts'
import {
  COMPLETE_CONFIG,
  type CsvRow,
  createConfigWithApi,
  csvDataRows,
  decodeQrDataUrl,
  randomHex,
  randomIccid,
  toCsv,
  validRow,
} from './support/generation'
import { openPage, showInApp } from './support/navigation'
import { activeUser, signInWithApi } from './support/session'

async function signedInOwner(page: Page, label: string) {
  const { email, password } = await activeUser({ label })
  await signInWithApi(page, email, password)
}

/** Follows a download link and answers the file's text. */
async function downloadText(page: Page, link: Locator) {
  const download = page.waitForEvent('download')
  await link.click()
  const file = await (await download).path()
  return readFile(file, 'utf8')
}

test('create a configuration, generate one AC and read its QR code, then a 50-row batch to the logs', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signedInOwner(page, 'generate')
  const name = `Lab SIMs ${randomHex(3)}`

  // The configuration, through its form.
  await openPage(page, '/config')
  await expect(page.getByText('No configuration yet.')).toBeVisible()
  await page.getByRole('link', { name: 'New configuration' }).first().click()
  await expect(page.getByRole('heading', { name: 'New configuration', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Create configuration' }).click()
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Profile name').fill(COMPLETE_CONFIG.profileName)
  await page.getByLabel('SM-DP+ address').fill(COMPLETE_CONFIG.smdpAddress)
  await page.getByLabel('Authentication algorithm').selectOption('MILENAGE')
  await page.getByLabel('HPLMN').fill('3104')
  await page.getByLabel('Service provider name').fill(COMPLETE_CONFIG.serviceProviderName)
  await page.getByLabel('OPLMN 1', { exact: true }).fill('310260')
  await page.getByRole('button', { name: 'Create configuration' }).click()
  await expect(page.getByText(/^Invalid HPLMN/)).toBeVisible()
  await page.getByLabel('HPLMN').fill(COMPLETE_CONFIG.hplmn)
  await page.getByRole('button', { name: 'Create configuration' }).click()
  await expect(page).toHaveURL(/\/config$/)
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByText('Ready')).toBeVisible()

  // One AC: the HPLMN warning while the IMSI does not match, then the result with its QR code. Reached
  // inside the console (as its menu does), as are the screens after it.
  await showInApp(page, '/profile/generateac?mode=single')
  await page.getByRole('combobox', { name: 'Configuration' }).selectOption({ label: name })
  const iccid = randomIccid()
  await page.getByLabel('ICCID').fill(iccid)
  await page.getByLabel('IMSI').fill('262011234567890')
  await expect(page.getByText(/^Please review the IMSI or create a new configuration/)).toBeVisible()
  await page.getByLabel('IMSI').fill('310410123456789')
  await expect(page.getByText(/^Please review the IMSI/)).toHaveCount(0)
  await page.getByLabel('Ki', { exact: true }).fill(randomHex(16))
  await page.getByLabel('OPc value').fill(randomHex(16))
  await page.getByRole('button', { name: 'Generate AC' }).click()
  const heading = page.getByRole('heading', { name: 'Activation code generated' })
  await expect(heading).toBeFocused()
  const ac = (await page.getByTestId('activation-code').textContent()) ?? ''
  expect(ac).toMatch(/^LPA:1\$smdp\.e2e\.example\.com\$[0-9A-Z-]+$/)
  const qr = page.getByRole('img', { name: `QR code of the activation code for ICCID ${iccid}` })
  expect(await decodeQrDataUrl((await qr.getAttribute('src')) ?? '')).toBe(ac)
  await expect(page.getByRole('link', { name: 'Install on iPhone' })).toHaveAttribute(
    'href',
    `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(ac)}`,
  )

  // The same ICCID again is refused, under its field.
  await page.getByRole('button', { name: 'Generate another' }).click()
  await expect(page.getByLabel('ICCID')).toBeFocused()
  await page.getByLabel('ICCID').fill(iccid)
  await page.getByLabel('IMSI').fill('310410123456789')
  await page.getByLabel('Ki', { exact: true }).fill(randomHex(16))
  await page.getByLabel('OPc value').fill(randomHex(16))
  await page.getByRole('button', { name: 'Generate AC' }).click()
  await expect(page.getByText(`ICCID ${iccid} already exists`)).toBeVisible()

  // A batch of 50 rows, 3 of them bad: a wrong Luhn digit, a Ki that is not hex, an EID with bad check digits.
  const bad: Record<number, (row: CsvRow) => CsvRow> = {
    10: (row) => ({ ...row, iccid: `${row.iccid.slice(0, -1)}${(Number(row.iccid.at(-1)) + 1) % 10}` }),
    20: (row) => ({ ...row, ki: 'XYZ'.repeat(10) }),
    30: (row) => ({ ...row, eid: '89882119900000000000000000001655' }),
  }
  const rows = Array.from({ length: 50 }, (_, i) => bad[i]?.(validRow(i + 1)) ?? validRow(i + 1))
  await page.getByRole('tab', { name: 'Batch', exact: true }).click()
  await expect(page.getByRole('combobox', { name: 'Configuration' })).toHaveValue(/.+/)
  await page.getByLabel('Input file').setInputFiles({
    name: 'sims.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(toCsv(rows)),
  })
  await expect(page.getByText('sims.csv')).toBeVisible()
  // The file goes straight to storage (the local bucket, as S3 in production), not through the API.
  const upload = page.waitForRequest((request) => request.method() === 'PUT')
  await page.getByRole('button', { name: 'Start the batch' }).click()
  const put = await upload
  expect(new URL(put.url()).port).toBe(process.env.E2E_S3_PORT)
  expect(new URL(put.url()).pathname).toMatch(/\/uploads\/[^/]+\/[0-9A-Z]{26}$/)
  expect((await put.response())?.status()).toBe(200)
  await expect(page.getByRole('progressbar', { name: 'Batch progress' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Batch complete' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('progressbar', { name: 'Batch progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  )
  await expect(
    page.getByRole('status').filter({ hasText: 'Batch complete: 47 succeeded, 3 failed.' }),
  ).toBeAttached()
  expect(await violations(page)).toEqual([])

  // The logs list the batch with its counts, and its files download.
  await page.getByRole('link', { name: 'See the logs' }).click()
  await expect(page).toHaveURL(/\/logs\?view=generate-ac$/)
  const batchRow = page
    .getByRole('row')
    // The batch's type with its short id (the full code in its title).
    .filter({
      has: page.getByRole('cell').filter({ hasText: /^Batch/, has: page.getByTitle(/^[0-9A-Z]{26}$/) }),
    })
  await expect(batchRow.getByRole('cell')).toContainText(['Batch', name, 'Complete', '50', '47', '3'])
  expect(await violations(page)).toEqual([])
  const acs = await downloadText(page, batchRow.getByRole('link', { name: /^Download ACs of batch/ }))
  expect(csvDataRows(acs)).toHaveLength(47)
  expect(acs.split('\n')[0]).toMatch(/^iccid,imsi,msisdn,eid/)
  const errors = await downloadText(page, batchRow.getByRole('link', { name: /^Download Errors of batch/ }))
  const failed = csvDataRows(errors)
  expect(failed).toHaveLength(3)
  expect(failed.join('\n')).toContain('Luhn')

  // A configuration that generated profiles cannot be deleted: the dialog says why.
  await showInApp(page, '/config')
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  const dialog = page.getByRole('alertdialog', { name: `Delete “${name}”?` })
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog.getByRole('alert')).toContainText('in use')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible()
})

// The two accessibility tests, the copy of a configuration and the open batch's IMSI are one journey for one
// owner (each signed in and loaded the console for itself); each old test is a step of its own, under its old
// name. The accessibility steps go first: their logs must hold no batch yet, and neither later step makes one.
test('accessibility: the configuration screens and the Generate AC screens have no violations', async ({
  page,
}) => {
  // Nine axe scans, each of which injects axe-core into the page, runs it and gathers its results: several
  // seconds apiece on a busy machine; and a real generation, with its ES2+ calls to the SM-DP+ simulator
  // and its QR code.
  test.setTimeout(test.info().timeout * 5)
  await signedInOwner(page, 'gen-a11y')
  // Made before the console loads, so that every picker lists it (the logs' filter included).
  const config = await createConfigWithApi(page, { name: `A11y ${randomHex(3)}`, ...COMPLETE_CONFIG })

  await test.step('the Generate AC logs, the three generation tabs and a result have no violations', async () => {
    // The logs first, while the new owner has no batch yet.
    await openPage(page, '/logs')
    await expect(page).toHaveURL(/view=generate-ac/)
    await expect(page.getByText('No batch yet.')).toBeVisible()
    expect(await violations(page)).toEqual([])

    await showInApp(page, `/profile/generateac?config=${config.configId}`)
    await page.getByRole('button', { name: 'Generate AC' }).click()
    await expect(page.getByLabel('ICCID')).toHaveAttribute('aria-invalid', 'true')
    expect(await violations(page)).toEqual([])
    for (const tab of ['Batch', 'Open batch']) {
      await page.getByRole('tab', { name: tab, exact: true }).click()
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true')
      expect(await violations(page)).toEqual([])
    }
    // The tab follows the address (`?mode=`): until it has switched, the open batch's "First ICCID" is the
    // field a loose "ICCID" finds, and a value typed there is gone when the single form draws.
    await page.getByRole('tab', { name: 'Single' }).click()
    await expect(page.getByRole('tab', { name: 'Single' })).toHaveAttribute('aria-selected', 'true')
    await page.getByLabel('ICCID', { exact: true }).fill(randomIccid())
    await page.getByLabel('IMSI').fill('310410000000042')
    await page.getByLabel('Ki', { exact: true }).fill(randomHex(16))
    await page.getByRole('radio', { name: 'OP', exact: true }).check()
    await page.getByLabel('OP value').fill(randomHex(16))
    await page.getByRole('button', { name: 'Generate AC' }).click()
    await expect(page.getByRole('heading', { name: 'Activation code generated' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  await test.step('the configuration list, its delete dialog and the form with its messages have no violations', async () => {
    await showInApp(page, '/config')
    await expect(page.getByRole('row').filter({ hasText: config.name })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: `Delete ${config.name}` }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    expect(await violations(page, '[role="alertdialog"]')).toEqual([])
    await page.keyboard.press('Escape')

    await showInApp(page, '/configform/create')
    await page.getByLabel('Applet subtype').selectOption('IMS')
    await page.getByRole('button', { name: 'Create configuration' }).click()
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
    expect(await violations(page)).toEqual([])
  })

  await test.step('copy, view and delete a configuration; an incomplete one is flagged where ACs are generated', async () => {
    // Made after the accessibility steps, which see the one configuration they saw alone; the list is loaded
    // again to show it.
    const draft = await createConfigWithApi(page, { name: `Draft ${randomHex(3)}`, hplmn: '45400' })
    await openPage(page, '/config')
    const row = page.getByRole('row').filter({ hasText: draft.name })
    await expect(row.getByText('Incomplete')).toBeVisible()
    await row.getByRole('link', { name: `Copy ${draft.name}` }).click()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`Copy of ${draft.name}`)
    await expect(page.getByLabel('HPLMN')).toHaveValue('45400')
    await page.getByLabel('Applet subtype').selectOption('ARA')
    await page.getByLabel('Certificate hash').fill('AB'.repeat(20))
    await page.getByRole('radio', { name: 'Text' }).check()
    await page.getByRole('textbox', { name: 'OPLMN' }).fill('310260, 45400')
    await page.getByRole('button', { name: 'Create the copy' }).click()
    await expect(page).toHaveURL(/\/config$/)

    await page.getByRole('link', { name: `View Copy of ${draft.name}` }).click()
    await expect(page.getByRole('heading', { name: `Copy of ${draft.name}`, level: 1 })).toBeVisible()
    // A detail page: the values as text, no form fields.
    const definitionOf = (term: string) =>
      page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd')
    await expect(definitionOf('Certificate hash')).toHaveText('AB'.repeat(20))
    await expect(definitionOf('OPLMN')).toHaveText('310260, 45400')
    await expect(page.getByRole('textbox')).toHaveCount(0)

    await showInApp(page, '/profile/generateac')
    await page
      .getByRole('combobox', { name: 'Configuration' })
      .selectOption({ label: `${draft.name} (incomplete)` })
    await expect(
      page.getByText(
        'Please fill in the configuration information completely before generating the eSIM QR Code',
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Generate AC' })).toBeDisabled()

    await showInApp(page, '/config')
    await page.getByRole('button', { name: `Delete Copy of ${draft.name}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('alertdialog')).toBeHidden()
    await expect(page.getByRole('row').filter({ hasText: `Copy of ${draft.name}` })).toHaveCount(0)
    await expect(page.getByRole('row').filter({ hasText: draft.name })).toBeVisible()
  })

  await test.step('an open batch refuses a first IMSI shorter than an IMSI under its field, and warns about one outside the HPLMN', async () => {
    await showInApp(page, '/profile/generateac?mode=open')
    await page.getByRole('combobox', { name: 'Configuration' }).selectOption({ label: config.name })
    await page.getByLabel('First ICCID').fill('894447860000495882')
    const imsi = page.getByLabel('First IMSI')
    // Checked once the field is left: without an output key the start button is not there to press.
    await imsi.fill('3104101234')
    await imsi.press('Tab')
    await expect(page.getByText('Invalid IMSI start: use 14 or 15 digits (MCC + MNC + MSIN)')).toBeVisible()
    await expect(imsi).toHaveAttribute('aria-invalid', 'true')
    await imsi.fill('262011234567890')
    const warning = page.getByText(/^Please review the IMSI or create a new configuration/)
    await expect(warning).toBeVisible()
    await expect(page.getByText(`The configuration's HPLMN is ${COMPLETE_CONFIG.hplmn}.`)).toBeVisible()
    await expect(imsi).toHaveAttribute('aria-describedby', /open-imsi-warning/)
    await imsi.fill('310410123456789')
    await expect(warning).toHaveCount(0)
  })
})
