import type { ApiKeySecret } from '@simlessly/shared'
import { TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { formatDateTime } from '@/lib/format'

/** A key's secret as the server answered it once, with how it came and where focus goes back after. */
export type IssuedSecret = ApiKeySecret & {
  kind: 'created' | 'rotated'
  /** The button the flow started from; focus returns there when the secret is put away. */
  returnFocus: HTMLElement | null
}

type SecretDialogProps = { issued: IssuedSecret | null; onDone: () => void }

/**
 * The one time a secret is shown: the access key and the secret to copy, and a plain warning that it will
 * not be shown again. Closing it, by Done or Escape, is the end of the secret in the console's memory.
 */
export function SecretDialog({ issued, onDone }: SecretDialogProps) {
  const { t } = useTranslation()
  const until = issued?.key.previousSecretUntil ?? null
  return (
    <Dialog
      open={issued !== null}
      onOpenChange={(open) => {
        if (!open) onDone()
      }}
    >
      {issued ? (
        <DialogContent
          // A click beside it would lose the secret for good: only Done, the close button or Escape end it.
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            if (!issued.returnFocus?.isConnected) return
            event.preventDefault()
            issued.returnFocus.focus()
          }}
        >
          <DialogHeader>
            <DialogTitle>{t(`developer.secret.${issued.kind}Title`, { name: issued.key.name })}</DialogTitle>
            <DialogDescription>{t('developer.secret.description')}</DialogDescription>
          </DialogHeader>
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertDescription>{t('developer.secret.warning')}</AlertDescription>
          </Alert>
          <dl className="grid gap-4">
            <SecretValue label={t('developer.secret.accessKey')} value={issued.key.accessKey}>
              <CopyButton text={issued.key.accessKey} label={t('developer.secret.copyAccessKey')} />
            </SecretValue>
            <SecretValue label={t('developer.secret.secret')} value={issued.secret}>
              <CopyButton text={issued.secret} label={t('developer.secret.copySecret')} />
            </SecretValue>
          </dl>
          {issued.kind === 'rotated' && until !== null ? (
            <p className="text-sm text-zinc-700">
              {t('developer.secret.previousUntil', { time: formatDateTime(until) })}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" onClick={onDone}>
              {t('developer.secret.done')}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function SecretValue({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <dt className="font-medium text-sm text-zinc-900">{label}</dt>
      <dd className="grid gap-2">
        <code className="break-all rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2 font-mono text-sm text-zinc-900">
          {value}
        </code>
        <span>{children}</span>
      </dd>
    </div>
  )
}
