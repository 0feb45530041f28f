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

/** One value to copy: an access key, an API key's secret, a webhook's signing secret. */
export type SecretPart = { label: string; value: string; copyLabel: string }

/** A secret as the server answered it once, worded by what it belongs to. */
export type ShownSecret = {
  title: string
  description: string
  parts: readonly SecretPart[]
  /** Said under the values, such as until when the old secret still signs. */
  note?: ReactNode
  /** The button the flow started from; focus returns there when the secret is put away. */
  returnFocus: HTMLElement | null
}

type SecretDialogProps = { shown: ShownSecret | null; onDone: () => void }

/**
 * The one time a secret is shown: the values to copy, and a plain warning that it will not be shown again.
 * Closing it, by Done or Escape, is the end of the secret in the console's memory.
 */
export function SecretDialog({ shown, onDone }: SecretDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => {
        if (!open) onDone()
      }}
    >
      {shown ? (
        <DialogContent
          // A click beside it would lose the secret for good: only Done, the close button or Escape end it.
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            if (!shown.returnFocus?.isConnected) return
            event.preventDefault()
            shown.returnFocus.focus()
          }}
        >
          <DialogHeader>
            <DialogTitle>{shown.title}</DialogTitle>
            <DialogDescription>{shown.description}</DialogDescription>
          </DialogHeader>
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertDescription>{t('developer.secret.warning')}</AlertDescription>
          </Alert>
          <dl className="grid gap-4">
            {shown.parts.map((part) => (
              <div key={part.label} className="grid gap-1.5">
                <dt className="font-medium text-sm text-foreground">{part.label}</dt>
                <dd className="grid gap-2">
                  <code className="break-all rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm text-foreground">
                    {part.value}
                  </code>
                  <span>
                    <CopyButton text={part.value} label={part.copyLabel} />
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          {shown.note}
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
