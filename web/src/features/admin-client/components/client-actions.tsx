import type { ClientDetail } from '@simlessly/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClientNote, useExtendTrial, useReactivateClient, useSuspendClient } from '@/api/admin-client'
import { Button } from '@/components/ui/button'
import { ConfirmMutationDialog } from '@/components/ui/confirm-mutation-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { formatDay } from '@/lib/format'
import { notifications } from '@/lib/notifications'

const DAY = 86_400_000

/** Suspend or reactivate, extend the trial, keep a note: each confirmed naming the client and its owner. */
export function ClientActions({ client }: { client: ClientDetail }) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState<'status' | 'extend' | null>(null)
  const [days, setDays] = useState('7')
  const [note, setNote] = useState(client.note)
  const suspend = useSuspendClient()
  const reactivate = useReactivateClient()
  const extend = useExtendTrial()
  const saveNote = useClientNote()
  const suspended = client.status === 'SUSPENDED'
  const change = suspended ? reactivate : suspend
  const who = { name: client.name, email: client.ownerEmail || '--', members: client.members }
  const dayCount = Number(days)
  const validDays = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 90
  const currentEnd = client.periodEndsAt ?? Date.now()
  const done = (message: string) => {
    setConfirming(null)
    notifications.notify(message, { variant: 'success' })
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Button variant={suspended ? 'default' : 'outline'} onClick={() => setConfirming('status')}>
          {t(suspended ? 'adminClients.actions.reactivate' : 'adminClients.actions.suspend')}
        </Button>
        {client.freeTrial ? (
          <>
            <FormField id="client-extend-days" label={t('adminClients.actions.days')}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={1}
                  max={90}
                  value={days}
                  onChange={(e) => setDays(e.target.value)}
                  className="w-24"
                />
              )}
            </FormField>
            <Button variant="outline" disabled={!validDays} onClick={() => setConfirming('extend')}>
              {t('adminClients.actions.extend')}
            </Button>
          </>
        ) : null}
      </div>
      <FormField id="client-note" label={t('adminClients.actions.note')}>
        {(control) => (
          <Textarea {...control} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
        )}
      </FormField>
      <div>
        <Button
          variant="outline"
          disabled={saveNote.isPending || note === client.note}
          onClick={() =>
            saveNote.mutate(
              { enterpriseId: client.enterpriseId, note },
              { onSuccess: () => done(t('adminClients.actions.noteSaved')) },
            )
          }
        >
          {t('adminClients.actions.saveNote')}
        </Button>
      </div>
      <ConfirmMutationDialog
        open={confirming === 'status'}
        onOpenChange={(open) => !open && setConfirming(null)}
        mutation={change}
        variables={client.enterpriseId}
        doneMessage={t(
          suspended ? 'adminClients.actions.reactivated' : 'adminClients.actions.suspended',
          who,
        )}
        retryable
        title={t(
          suspended ? 'adminClients.actions.reactivateTitle' : 'adminClients.actions.suspendTitle',
          who,
        )}
        description={t(
          suspended ? 'adminClients.actions.reactivateText' : 'adminClients.actions.suspendText',
          who,
        )}
        confirmLabel={t(suspended ? 'adminClients.actions.reactivate' : 'adminClients.actions.suspend')}
        destructive={!suspended}
      />
      <ConfirmMutationDialog
        open={confirming === 'extend'}
        onOpenChange={(open) => !open && setConfirming(null)}
        mutation={extend}
        variables={{ enterpriseId: client.enterpriseId, days: dayCount }}
        doneMessage={(next) =>
          t('adminClients.actions.extended', { name: client.name, end: formatDay(next.periodEndsAt) })
        }
        retryable
        title={t('adminClients.actions.extendTitle', { name: client.name, days: dayCount })}
        description={t('adminClients.actions.extendText', {
          end: formatDay(currentEnd + dayCount * DAY),
          current: formatDay(currentEnd),
        })}
        confirmLabel={t('adminClients.actions.extend')}
      />
    </div>
  )
}
