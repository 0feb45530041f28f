import type { WebhookEndpointSecret } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { SecretDialog } from '@/components/secret-dialog'
import { formatDateTime } from '@/lib/format'

const VERIFY_EXAMPLE = `import { Webhook } from 'standardwebhooks'

// body: the request's raw body as text; headers: its headers
const event = new Webhook(secret).verify(body, headers)`

/** An endpoint's signing secret as the server answered it once, and where focus goes back after. */
export type IssuedWebhookSecret = WebhookEndpointSecret & {
  kind: 'added' | 'rotated'
  returnFocus: HTMLElement | null
}

type WebhookSecretDialogProps = { issued: IssuedWebhookSecret | null; onDone: () => void }

/** An endpoint's signing secret (`whsec_…`), shown once, with how a receiver checks a request with it. */
export function WebhookSecretDialog({ issued, onDone }: WebhookSecretDialogProps) {
  const { t } = useTranslation()
  const until = issued?.endpoint.previousSecretUntil ?? null
  const shown = issued && {
    title: t(issued.kind === 'added' ? 'webhooks.secret.title' : 'webhooks.secret.rotatedTitle', {
      url: issued.endpoint.url,
    }),
    description: t('webhooks.secret.description'),
    parts: [
      { label: t('webhooks.secret.label'), value: issued.secret, copyLabel: t('webhooks.secret.copy') },
    ],
    note: (
      <div className="grid gap-2 text-sm text-muted-foreground">
        <p>{t('webhooks.secret.verifyIntro')}</p>
        <pre className="overflow-x-auto rounded-md border border-border bg-muted p-3 font-mono text-xs text-foreground">
          <code>{VERIFY_EXAMPLE}</code>
        </pre>
        <p>{t('webhooks.secret.verifyChecks')}</p>
        {issued.kind === 'rotated' && until !== null ? (
          <p>{t('webhooks.secret.previousUntil', { time: formatDateTime(until) })}</p>
        ) : null}
      </div>
    ),
    returnFocus: issued.returnFocus,
  }
  return <SecretDialog shown={shown} onDone={onDone} />
}
