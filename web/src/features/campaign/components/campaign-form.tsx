import type { Campaign } from '@simlessly/shared'
import { useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAddCampaign } from '@/api/campaign'
import { usePlanLock } from '@/api/plan'
import { PlanLockNotice } from '@/components/plan-lock'
import { ChoiceGroup } from '@/components/ui/choice-group'
import { FormDialogFooter } from '@/components/ui/form-dialog-footer'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors } from '@/lib/form'
import { useFormRefusal } from '@/lib/use-form-refusal'
import {
  type CampaignFormValues,
  type CampaignRequest,
  campaignFormPath,
  campaignFormResolver,
  emptyCampaignValues,
} from '../campaign-form-values'
import { useCampaignActions } from '../use-campaign-actions'
import { CampaignTargetFields } from './campaign-target-fields'
import { EidPreview } from './eid-preview'
import { RecycleConfirmDialog } from './recycle-confirm-dialog'

type CampaignFormProps = {
  /** A group chosen before the form opened (the group screen's "Run a campaign"). */
  groupId?: string | undefined
  onCreated: (campaign: Campaign) => void
  onCancel: () => void
}

/**
 * A new campaign: name, action, target and start; a recycle is confirmed first, since it cannot be undone,
 * and an EID push says first how many of its targets have no EID (it skips them).
 * Only the actions the role may run are offered (EID pushes bill each push: EidPush_Push; recycling:
 * Profile_Recycle).
 */
export function CampaignForm({ groupId, onCreated, onCancel }: CampaignFormProps) {
  const { t } = useTranslation()
  const { actions } = useCampaignActions()
  const resolver = useMemo(() => campaignFormResolver(), [])
  const form = useForm<CampaignFormValues, unknown, CampaignRequest>({
    resolver,
    defaultValues: { ...emptyCampaignValues(groupId), ...(actions[0] && { action: actions[0] }) },
  })
  const add = useAddCampaign()
  const refusal = useFormRefusal(add)
  const [pending, setPending] = useState<CampaignRequest | null>(null)
  const [action, start] = useWatch({ control: form.control, name: ['action', 'start'] })
  const { errors, isSubmitted } = form.formState
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  // An EID push campaign needs a plan that includes EID push: its lock shows as soon as the action is chosen,
  // and nothing is sent, rather than a campaign whose every push would fail.
  const pushLock = usePlanLock('EID_PUSH').lock
  const locked = action === 'EID_PUSH' && pushLock ? pushLock : null

  const send = (request: CampaignRequest) =>
    add.mutate(request, {
      onSuccess: onCreated,
      onError: (error) =>
        refusal.setFieldHandled(applyFieldErrors(error, form.setError, (path) => campaignFormPath(path))),
      onSettled: () => setPending(null),
    })

  const onValid = (request: CampaignRequest) => {
    if (locked) return
    add.reset()
    if (request.action === 'RECYCLE') setPending(request)
    else send(request)
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={submitOf(form)(onValid)}>
      <FormField id="campaign-name" label={t('campaigns.form.name')} error={errors.name?.message}>
        {(field) => <Input {...field} {...form.register('name')} aria-required="true" autoComplete="off" />}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm text-foreground">{t('campaigns.form.action')}</legend>
        {actions.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40"
          >
            <input
              type="radio"
              value={value}
              className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
              aria-describedby={`campaign-action-${value}`}
              {...form.register('action')}
            />
            <span className="grid gap-0.5">
              <span className="font-medium text-sm text-foreground">{t(`campaigns.actions.${value}`)}</span>
              <span id={`campaign-action-${value}`} className="text-xs text-muted-foreground">
                {t(`campaigns.actionHelp.${value}`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <CampaignTargetFields
        control={form.control}
        register={form.register}
        errors={errors}
        submitted={isSubmitted}
      />
      {action === 'EID_PUSH' ? <EidPreview control={form.control} /> : null}
      <div className="grid gap-4">
        <ChoiceGroup
          legend={t('campaigns.form.start')}
          options={[
            { value: 'now', label: t('campaigns.form.startNow') },
            { value: 'later', label: t('campaigns.form.startLater') },
          ]}
          inputProps={form.register('start')}
        />
        {start === 'later' ? (
          <FormField
            id="campaign-start-at"
            label={t('campaigns.form.startAt')}
            hint={t('campaigns.form.startAtHint', { zone })}
            error={errors.startAt?.message}
          >
            {(field) => (
              <Input {...field} {...form.register('startAt')} type="datetime-local" aria-required="true" />
            )}
          </FormField>
        ) : null}
      </div>
      {locked ? <PlanLockNotice lock={locked} /> : null}
      {action === 'EID_PUSH' && !locked ? (
        <FormField
          id="campaign-smds"
          label={t('campaigns.form.smdsAddress')}
          hint={t('campaigns.form.smdsHint')}
          error={errors.smdsAddress?.message}
        >
          {(field) => (
            <Input {...field} {...form.register('smdsAddress')} autoComplete="off" spellCheck={false} />
          )}
        </FormField>
      ) : null}
      <FormDialogFooter
        submitLabel={t('campaigns.form.submit')}
        pending={add.isPending}
        disabled={Boolean(locked)}
        onCancel={onCancel}
        error={refusal.message}
      />
      <RecycleConfirmDialog
        request={pending}
        working={add.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && send(pending)}
      />
    </form>
  )
}
