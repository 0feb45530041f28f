import { BIP_PARAMETERS, type BipParameter } from '@simlessly/shared'
import { Send } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type BipQueueInput, usePreviewBipTarget, useQueueBipCommand } from '@/api/admin-bip'
import { Button } from '@/components/ui/button'
import { ChoiceGroup } from '@/components/ui/choice-group'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/error-message'
import { notifications } from '@/lib/notifications'
import { GroupField } from './group-field'

type Draft = {
  kind: 'iccid' | 'group'
  iccid: string
  enterpriseId: string
  clientLabel: string
  groupId: string
}
type CommandDraft = { type: 'RECYCLE' | 'UPDATE_PARAMETER'; parameter: BipParameter; value: string }

const toInput = (draft: Draft, command: CommandDraft): BipQueueInput => ({
  target:
    draft.kind === 'iccid'
      ? { iccid: draft.iccid.trim() }
      : { enterpriseId: draft.enterpriseId.trim(), groupId: draft.groupId },
  command:
    command.type === 'RECYCLE'
      ? { type: 'RECYCLE' }
      : { type: 'UPDATE_PARAMETER', parameter: command.parameter, value: command.value },
})

/** Queue a command for one card or a client's group: the cards chosen, then a confirmation naming how many. */
export function QueueCommandDialog() {
  const { t } = useTranslation()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<Draft>({
    kind: 'iccid',
    iccid: '',
    enterpriseId: '',
    clientLabel: '',
    groupId: '',
  })
  const [command, setCommand] = useState<CommandDraft>({
    type: 'RECYCLE',
    parameter: 'CHECK_IN_INTERVAL',
    value: '',
  })
  const preview = usePreviewBipTarget()
  const queue = useQueueBipCommand()
  const input = toInput(draft, command)
  const commandName = t(`adminBip.types.${command.type}`)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    preview.mutate(input.target, { onSuccess: () => setOpen(false) })
  }
  const run = () =>
    queue.mutate(input, {
      onSuccess: (result) => {
        preview.reset()
        notifications.notify(t('adminBip.queue.done', { command: commandName, count: result.queued }), {
          variant: 'success',
        })
      },
    })
  const cards = preview.data
  const named = {
    command: commandName,
    count: cards?.cards ?? 0,
    iccid: draft.iccid,
    enterprise: cards?.enterpriseName,
    group: cards?.groupName,
  }

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) preview.reset()
        }}
        trigger={
          <Button>
            <Send aria-hidden="true" />
            {t('adminBip.queue.open')}
          </Button>
        }
        title={t('adminBip.queue.title')}
        description={t('adminBip.queue.body')}
        onSubmit={submit}
        submitLabel={t('adminBip.queue.continue')}
        pending={preview.isPending}
        error={preview.error ? errorMessage(preview.error) : undefined}
      >
        <ChoiceGroup
          legend={t('adminBip.queue.target')}
          options={(['iccid', 'group'] as const).map((value) => ({
            value,
            label: t(`adminBip.queue.targets.${value}`),
          }))}
          value={draft.kind}
          inputProps={{
            name: `${id}-target`,
            onChange: (e) => setDraft({ ...draft, kind: e.target.value === 'group' ? 'group' : 'iccid' }),
          }}
        />
        {draft.kind === 'iccid' ? (
          <FormField id={`${id}-iccid`} label={t('adminBip.queue.iccid')}>
            {(control) => (
              <Input
                {...control}
                value={draft.iccid}
                maxLength={22}
                className="font-mono"
                onChange={(e) => setDraft({ ...draft, iccid: e.target.value })}
              />
            )}
          </FormField>
        ) : (
          <GroupField
            id={id}
            enterpriseId={draft.enterpriseId}
            clientLabel={draft.clientLabel}
            groupId={draft.groupId}
            onChange={(change) => setDraft({ ...draft, ...change })}
          />
        )}
        <FormField id={`${id}-command`} label={t('adminBip.queue.command')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={command.type}
              onChange={(e) =>
                setCommand({
                  ...command,
                  type: e.target.value === 'RECYCLE' ? 'RECYCLE' : 'UPDATE_PARAMETER',
                })
              }
            >
              <option value="RECYCLE">{t('adminBip.types.RECYCLE')}</option>
              <option value="UPDATE_PARAMETER">{t('adminBip.types.UPDATE_PARAMETER')}</option>
            </NativeSelect>
          )}
        </FormField>
        {command.type === 'UPDATE_PARAMETER' ? (
          <>
            <FormField id={`${id}-parameter`} label={t('adminBip.queue.parameter')}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={command.parameter}
                  onChange={(e) =>
                    setCommand({
                      ...command,
                      parameter: e.target.value === 'BIP_SERVER' ? 'BIP_SERVER' : 'CHECK_IN_INTERVAL',
                    })
                  }
                >
                  {BIP_PARAMETERS.map((p) => (
                    <option key={p} value={p}>
                      {t(`adminBip.parameters.${p}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField id={`${id}-value`} label={t('adminBip.queue.value')}>
              {(control) => (
                <Input
                  {...control}
                  value={command.value}
                  maxLength={120}
                  onChange={(e) => setCommand({ ...command, value: e.target.value })}
                />
              )}
            </FormField>
          </>
        ) : null}
      </FormDialog>
      <ConfirmDialog
        open={cards !== undefined}
        onOpenChange={(next) => {
          if (!next) {
            preview.reset()
            queue.reset()
          }
        }}
        title={t('adminBip.queue.confirmTitle', named)}
        description={`${t(draft.kind === 'iccid' ? 'adminBip.queue.confirmCard' : 'adminBip.queue.confirmGroup', named)}${
          command.type === 'RECYCLE' ? ` ${t('adminBip.queue.recycleWarning')}` : ''
        }`}
        confirmLabel={t('adminBip.queue.submit', named)}
        onConfirm={run}
        pending={queue.isPending}
        error={queue.error}
        destructive={command.type === 'RECYCLE'}
        lockWhilePending
      />
    </>
  )
}
