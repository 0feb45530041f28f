import { MAX_CLOCK_SKEW_MS, SIGNED_REQUEST_HEADERS } from '@simlessly/shared'
import {
  API_EXAMPLES,
  EXAMPLE_PATH,
  EXAMPLE_SIGNING_STRING,
  PUBLIC_API_PATH,
} from '@simlessly/shared/api-examples'
import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CopyButton } from '@/components/ui/copy-button'
import { Tabs, TabsBar, TabsContent } from '@/components/ui/tabs'

const H = SIGNED_REQUEST_HEADERS
const PARTS = ['method', 'path', 'timestamp', 'requestId', 'accessKey', 'body'] as const

const codeBlock =
  'overflow-x-auto rounded-md border border-border bg-muted p-3 font-mono text-xs text-foreground'

/**
 * How an integrator signs a request with a key: a link to the public API reference, the four headers, the
 * text the signature covers, and complete examples in curl, Node.js and Python.
 */
export function SigningGuide() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="signing-guide-heading" className="grid gap-3 text-sm text-muted-foreground">
      <h2 id="signing-guide-heading" className="font-semibold text-lg text-foreground">
        {t('developer.signing.heading')}
      </h2>
      <ReferenceLink />
      <p>{t('developer.signing.intro')}</p>
      <dl className="grid gap-1.5">
        {(Object.keys(H) as (keyof typeof H)[]).map((key) => (
          <div key={key} className="flex flex-wrap gap-x-2">
            <dt>
              <code className="font-mono font-semibold text-foreground">{H[key]}</code>:
            </dt>
            <dd>{t(`developer.signing.headers.${key}`, { minutes: MAX_CLOCK_SKEW_MS / 60_000 })}</dd>
          </div>
        ))}
      </dl>
      <p>{t('developer.signing.lines')}</p>
      <ol className="grid list-decimal gap-1 pl-6">
        {PARTS.map((part) => (
          <li key={part}>{t(`developer.signing.parts.${part}`, { path: EXAMPLE_PATH })}</li>
        ))}
      </ol>
      <p>{t('developer.signing.signature')}</p>
      <p>{t('developer.signing.exampleString')}</p>
      <pre className={codeBlock}>
        <code>{EXAMPLE_SIGNING_STRING}</code>
      </pre>
      <p>{t('developer.signing.examples', { origin: window.location.origin })}</p>
      <ExampleTabs />
    </section>
  )
}

/** The public API's reference, beside the console in a tab of its own. */
function ReferenceLink() {
  const { t } = useTranslation()
  return (
    <p>
      {t('developer.signing.referenceIntro')}{' '}
      <a
        href={`${PUBLIC_API_PATH}/docs`}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('developer.signing.reference')} <span className="sr-only">{t('developer.signing.newTab')}</span>
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </a>
    </p>
  )
}

/** The complete examples the public API reference shows too, one tab a language. */
function ExampleTabs() {
  const { t } = useTranslation()
  return (
    <Tabs defaultValue={API_EXAMPLES[0]?.id} className="gap-3">
      <TabsBar
        label={t('developer.signing.examplesLabel')}
        tabs={API_EXAMPLES.map((example) => ({ value: example.id, label: example.label }))}
      />
      {API_EXAMPLES.map((example) => (
        <TabsContent key={example.id} value={example.id} className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <code className="font-mono text-xs text-muted-foreground">{example.file.split('/').pop()}</code>
            <CopyButton
              text={example.text}
              label={t('developer.signing.copyExample', { label: example.label })}
            />
          </div>
          <pre className={codeBlock}>
            <code>{example.text}</code>
          </pre>
        </TabsContent>
      ))}
    </Tabs>
  )
}
