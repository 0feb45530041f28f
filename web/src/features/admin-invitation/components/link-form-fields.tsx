import { DEFAULT_PLANS, INVITATION_PLAN_MONTHS_MAX, INVITATION_TRIAL_DAYS_MAX } from '@simlessly/shared'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { InvitationLinkRequest } from '@/api/admin-invitation'
import { ChoiceGroup } from '@/components/ui/choice-group'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import type { LinkFormValues } from '../link-form'

type Form = UseFormReturn<LinkFormValues, unknown, InvitationLinkRequest>

/** What the link grants (a trial of some days, or a plan for some months), then its brand, day, uses, note. */
export function LinkFormFields({ form }: { form: Form }) {
  const { t } = useTranslation()
  const { errors } = form.formState
  const kind = useWatch({ control: form.control, name: 'kind' })
  const field = (name: keyof LinkFormValues, type = 'text', hint?: string) => (
    <FormField
      id={`invitation-${name}`}
      label={t(`adminInvitations.create.${name}`)}
      error={errors[name]?.message}
      hint={hint}
    >
      {(control) => <Input {...control} {...form.register(name)} type={type} autoComplete="off" />}
    </FormField>
  )
  return (
    <>
      <ChoiceGroup
        legend={t('adminInvitations.create.kind')}
        options={(['TRIAL', 'PLAN'] as const).map((value) => ({
          value,
          label: t(`adminInvitations.create.kinds.${value}`),
        }))}
        inputProps={form.register('kind')}
      />
      {kind === 'TRIAL' ? (
        field('days', 'number', t('adminInvitations.create.daysHint', { max: INVITATION_TRIAL_DAYS_MAX }))
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="invitation-plan"
            label={t('adminInvitations.create.plan')}
            error={errors.plan?.message}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register('plan')}>
                {DEFAULT_PLANS.filter((plan) => plan.code !== 'DEFAULT').map((plan) => (
                  <option key={plan.code} value={plan.code}>
                    {plan.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {field(
            'months',
            'number',
            t('adminInvitations.create.monthsHint', { max: INVITATION_PLAN_MONTHS_MAX }),
          )}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('expiresOn', 'date', t('adminInvitations.create.expiresOnHint'))}
        {field('maxUses', 'number')}
      </div>
      {field('sys', 'text', t('adminInvitations.create.sysHint'))}
      <FormField id="invitation-note" label={t('adminInvitations.create.note')} error={errors.note?.message}>
        {(control) => <Textarea {...control} {...form.register('note')} rows={2} />}
      </FormField>
    </>
  )
}
