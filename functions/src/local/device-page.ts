import type { HandleDownloadProgressInfo } from '@simlessly/shared/esim/es2plus'
import { escapeHtml } from './mail-page.ts'
import { FAIL_POINTS } from './smdp-simulator/device.ts'
import type { Delivery } from './smdp-simulator/notifier.ts'

export type DeviceForm = { activationCode: string; eid: string; confirmationCode: string; failAt: string }
export type DeviceResult =
  | { kind: 'error'; message: string }
  | {
      kind: 'outcome'
      action: string
      profile: { iccid: string; state: string; eid: string | null; downloadAttempts?: number | undefined }
      notifications: { notification: HandleDownloadProgressInfo; delivery: Delivery }[]
    }

const POINT_NAMES: Record<number, string> = {
  1: 'Eligibility and retry-limit check',
  2: 'Confirmation',
  3: 'Bound profile package download',
  4: 'Installation',
  5: 'Deletion',
}

/**
 * The /dev/device page: plain forms and server-rendered HTML under the strict policy (no script, no
 * inline style: the look comes from /dev/device.css). Input and answers are escaped everywhere.
 */
export function renderDevicePage(form: DeviceForm, result?: DeviceResult): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Device simulator</title>
<link rel="stylesheet" href="/dev/device.css">
</head>
<body>
<main>
<h1>Device simulator</h1>
<p class="hint">Plays what a phone does with an activation code, or with its EID after a push, on the local
SM-DP+ simulator. The SM-DP+ notifies the console at each notification point, as in production.</p>
${renderForm(form)}
${result ? renderResult(result) : ''}
</main>
</body>
</html>
`
}

function renderForm(form: DeviceForm): string {
  const options = ['', ...FAIL_POINTS]
    .map((point) => {
      const selected = point === form.failAt ? ' selected' : ''
      return `<option value="${point}"${selected}>${point === '' ? 'Nowhere: download and install' : point}</option>`
    })
    .join('')
  return `<form method="post" action="/dev/device">
<label for="activationCode">Activation code</label>
<input id="activationCode" name="activationCode" value="${escapeHtml(form.activationCode)}" placeholder="LPA:1$smdp.example.com$MATCHING-ID" autocomplete="off">
<label for="eid">or EID (after a push)</label>
<input id="eid" name="eid" value="${escapeHtml(form.eid)}" inputmode="numeric" autocomplete="off">
<label for="confirmationCode">Confirmation code (when the order has one)</label>
<input id="confirmationCode" name="confirmationCode" value="${escapeHtml(form.confirmationCode)}" autocomplete="off">
<label for="failAt">Fail at</label>
<select id="failAt" name="failAt">${options}</select>
<button type="submit">Download on the device</button>
</form>`
}

function renderResult(result: DeviceResult): string {
  if (result.kind === 'error') {
    return `<section aria-labelledby="result"><h2 id="result">Not done</h2><p role="alert" class="error">${escapeHtml(result.message)}</p></section>`
  }
  const { profile, notifications } = result
  const rows = notifications.map(({ notification: n, delivery }) => {
    const status = n.notificationPointStatus
    const codes = status.statusCodeData
      ? `${status.statusCodeData.subjectCode} / ${status.statusCodeData.reasonCode} ${status.statusCodeData.message ?? ''}`
      : '--'
    return `<tr><td>${n.notificationPointId} ${escapeHtml(POINT_NAMES[n.notificationPointId] ?? '')}</td><td>${escapeHtml(status.status)}</td><td>${escapeHtml(codes)}</td><td>${escapeHtml(describeDelivery(delivery))}</td></tr>`
  })
  const table =
    rows.length === 0
      ? '<p>No notification: SGP.22 has no notification point for this change.</p>'
      : `<table><caption>Notifications to the console</caption>
<thead><tr><th scope="col">Point</th><th scope="col">Status</th><th scope="col">Codes</th><th scope="col">Delivery</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`
  return `<section aria-labelledby="result">
<h2 id="result">${escapeHtml(result.action)}: ICCID ${escapeHtml(profile.iccid)} is now <strong>${escapeHtml(profile.state)}</strong></h2>
<dl>
<dt>EID</dt><dd>${escapeHtml(profile.eid ?? '--')}</dd>
<dt>Download attempts</dt><dd>${profile.downloadAttempts ?? '--'}</dd>
</dl>
${table}
${renderActions(profile.iccid, profile.state)}
</section>`
}

/** What the device can do next with the profile (the SM-DP+ answers 409 for the others). */
function renderActions(iccid: string, state: string): string {
  const next: Record<string, string[]> = {
    installed: ['enable', 'disable', 'delete'],
    enabled: ['disable', 'delete'],
    disabled: ['enable', 'delete'],
  }
  return (next[state] ?? [])
    .map(
      (action) => `<form method="post" action="/dev/device/${action}" class="inline">
<input type="hidden" name="iccid" value="${escapeHtml(iccid)}">
<button type="submit">${action.charAt(0).toUpperCase()}${action.slice(1)} on the device</button>
</form>`,
    )
    .join('\n')
}

function describeDelivery(delivery: Delivery): string {
  switch (delivery.outcome) {
    case 'recorded':
      return 'Recorded only (the simulator has no console to notify)'
    case 'failed':
      return `Not delivered after ${delivery.attempts} attempts: ${delivery.error}`
    default:
      return `${delivery.outcome === 'delivered' ? 'Delivered' : 'Refused'} (HTTP ${delivery.status}, attempt ${delivery.attempts})`
  }
}

export const DEVICE_PAGE_CSS = `body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #1f2937; }
h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
.hint { color: #4b5563; margin: 0 0 1.5rem; }
form { display: grid; gap: .35rem; max-width: 36rem; }
form.inline { display: inline-block; margin: .75rem .5rem 0 0; }
input, select { font: inherit; padding: .4rem .5rem; border: 1px solid #9ca3af; border-radius: .375rem; }
label { font-weight: 500; margin-top: .5rem; }
button { font: inherit; margin-top: .75rem; padding: .45rem .9rem; border: 0; border-radius: .375rem; background: #1d4ed8; color: #fff; cursor: pointer; justify-self: start; }
.error { color: #b91c1c; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem .75rem; }
dt { color: #4b5563; }
dd { margin: 0; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; margin-top: .5rem; }
caption { text-align: left; font-weight: 500; }
th, td { border-bottom: 1px solid #e5e7eb; padding: .35rem .5rem; text-align: left; vertical-align: top; }
:root { color-scheme: light dark; }
@media (prefers-color-scheme: dark) {
  body { background: #09090b; color: #f4f4f5; }
  .hint, dt { color: #a1a1aa; }
  input, select { background: #18181b; color: inherit; border-color: #52525b; }
  button { background: #7795e8; color: #09090b; }
  .error { color: #f87171; }
  th, td { border-bottom-color: #3f3f46; }
}
`
