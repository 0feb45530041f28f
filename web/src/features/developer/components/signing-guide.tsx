import {
  API_BASE_PATH,
  endpoints,
  MAX_CLOCK_SKEW_MS,
  SIGNED_REQUEST_HEADERS,
  signingString,
} from '@simlessly/shared'
import { useTranslation } from 'react-i18next'

const H = SIGNED_REQUEST_HEADERS
const PATH = `${API_BASE_PATH}${endpoints.profileConfig.list.path}`
const BODY = JSON.stringify({ pageNum: 1, pageSize: 10 })

/** Made by the same function the server checks with, so the example cannot drift from the rule. */
const EXAMPLE_SIGNING_STRING = signingString({
  method: 'POST',
  path: PATH,
  timestamp: '1767225600000',
  requestId: '0b5e8f0e-6a4b-4f0e-9d3c-2a7f1c9e4b21',
  accessKey: 'AK0123456789ABCDEFGHIJ',
  body: BODY,
})

const PARTS = ['method', 'path', 'timestamp', 'requestId', 'accessKey', 'body'] as const

/** The example in code: the line order is signingString's; the header names are the shared ones. */
const exampleCode = (origin: string) => `import { createHmac, randomUUID } from 'node:crypto'

const body = JSON.stringify({ pageNum: 1, pageSize: 10 })
const timestamp = String(Date.now())
const requestId = randomUUID()
const signed = ['POST', '${PATH}', timestamp, requestId, accessKey, body].join('\\n')
const signature = createHmac('sha256', secret).update(signed).digest('hex').toUpperCase()

await fetch('${origin}${PATH}', {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    ${H.accessKey}: accessKey,
    ${H.timestamp}: timestamp,
    ${H.requestId}: requestId,
    ${H.signature}: signature,
  },
  body,
})`

const codeBlock =
  'overflow-x-auto rounded-md border border-zinc-200 bg-zinc-50 p-3 font-mono text-xs text-zinc-900'

/** How an integrator signs a request with a key: the four headers and the text the signature covers. */
export function SigningGuide() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="signing-guide-heading" className="grid gap-3 text-sm text-zinc-700">
      <h2 id="signing-guide-heading" className="font-semibold text-lg text-zinc-900">
        {t('developer.signing.heading')}
      </h2>
      <p>{t('developer.signing.intro')}</p>
      <dl className="grid gap-1.5">
        {(Object.keys(H) as (keyof typeof H)[]).map((key) => (
          <div key={key} className="flex flex-wrap gap-x-2">
            <dt>
              <code className="font-mono font-semibold text-zinc-900">{H[key]}</code>:
            </dt>
            <dd>{t(`developer.signing.headers.${key}`, { minutes: MAX_CLOCK_SKEW_MS / 60_000 })}</dd>
          </div>
        ))}
      </dl>
      <p>{t('developer.signing.lines')}</p>
      <ol className="grid list-decimal gap-1 pl-6">
        {PARTS.map((part) => (
          <li key={part}>{t(`developer.signing.parts.${part}`, { path: PATH })}</li>
        ))}
      </ol>
      <p>{t('developer.signing.signature')}</p>
      <p>{t('developer.signing.exampleString')}</p>
      <pre className={codeBlock}>
        <code>{EXAMPLE_SIGNING_STRING}</code>
      </pre>
      <p>{t('developer.signing.exampleCode')}</p>
      <pre className={codeBlock}>
        <code>{exampleCode(window.location.origin)}</code>
      </pre>
    </section>
  )
}
