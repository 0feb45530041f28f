import type { ApiKeySecret } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { SecretDialog } from '@/components/secret-dialog'
import { formatDateTime } from '@/lib/format'

/** A key's secret as the server answered it once, with how it came and where focus goes back after. */
export type IssuedSecret = ApiKeySecret & {
  kind: 'created' | 'rotated'
  /** The button the flow started from; focus returns there when the secret is put away. */
  returnFocus: HTMLElement | null
}

/** An API key's access key and secret, shown once after creation or rotation. */
export function KeySecretDialog({ issued, onDone }: { issued: IssuedSecret | null; onDone: () => void }) {
  const { t } = useTranslation()
  const until = issued?.key.previousSecretUntil ?? null
  const shown = issued && {
    title: t(`developer.secret.${issued.kind}Title`, { name: issued.key.name }),
    description: t('developer.secret.description'),
    parts: [
      {
        label: t('developer.secret.accessKey'),
        value: issued.key.accessKey,
        copyLabel: t('developer.secret.copyAccessKey'),
      },
      {
        label: t('developer.secret.secret'),
        value: issued.secret,
        copyLabel: t('developer.secret.copySecret'),
      },
    ],
    note:
      issued.kind === 'rotated' && until !== null ? (
        <p className="text-sm text-muted-foreground">
          {t('developer.secret.previousUntil', { time: formatDateTime(until) })}
        </p>
      ) : null,
    returnFocus: issued.returnFocus,
  }
  return <SecretDialog shown={shown} onDone={onDone} />
}
