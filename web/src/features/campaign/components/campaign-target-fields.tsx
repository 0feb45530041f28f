import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useGroupOptions } from '@/api/group'
import { ChoiceGroup } from '@/components/ui/choice-group'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { formatCount } from '@/lib/format'
import { parseIccidList } from '@/lib/iccid-list'
import type { CampaignFormValues, CampaignRequest } from '../campaign-form-values'

/** Enough to find and fix them; a paste of a wrong column would otherwise fill the dialog. */
const SHOWN = 20

type TargetFieldsProps = {
  control: Control<CampaignFormValues, unknown, CampaignRequest>
  register: UseFormRegister<CampaignFormValues>
  errors: FieldErrors<CampaignFormValues>
  submitted: boolean
}

/** The campaign's target: a group (its profiles when the campaign starts) or pasted ICCIDs. */
export function CampaignTargetFields({ control, register, errors, submitted }: TargetFieldsProps) {
  const { t } = useTranslation()
  const groups = useGroupOptions()
  const [target, text, groupId] = useWatch({ control, name: ['target', 'iccids', 'groupId'] })
  const pasted = parseIccidList(text)
  const showInvalid = submitted && pasted.invalid.length > 0
  const iccidsError = !errors.iccids
    ? undefined
    : pasted.invalid.length > 0
      ? t('campaigns.form.fixInvalid', { count: pasted.invalid.length })
      : errors.iccids.message

  return (
    <div className="grid gap-4">
      <ChoiceGroup
        legend={t('campaigns.form.target')}
        options={[
          { value: 'group', label: t('campaigns.form.targetGroup') },
          { value: 'iccids', label: t('campaigns.form.targetIccids') },
        ]}
        inputProps={register('target')}
      />
      {target === 'group' ? (
        <FormField
          id="campaign-group"
          label={t('campaigns.form.group')}
          error={errors.groupId?.message}
          hint={
            groups.data?.length === 0 ? (
              <>
                {t('campaigns.form.noGroups')}{' '}
                <Link to="/profile/group" className="text-primary underline underline-offset-4">
                  {t('campaigns.form.toGroups')}
                </Link>
              </>
            ) : (
              t('campaigns.form.groupHint')
            )
          }
        >
          {(field) => (
            // Controlled: the group chosen before the options arrive (a link's ?groupId=) shows once they do.
            <NativeSelect
              {...field}
              {...register('groupId')}
              value={groupId}
              aria-required="true"
              disabled={groups.isPending}
            >
              <option value="">
                {groups.isPending ? t('common.loading') : t('campaigns.form.chooseGroup')}
              </option>
              {groups.data?.map((group) => (
                <option key={group.groupId} value={group.groupId}>
                  {group.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : (
        <div className="grid gap-2">
          <FormField
            id="campaign-iccids"
            label={t('campaigns.form.iccids')}
            hint={t('campaigns.form.iccidsHint')}
            error={iccidsError}
            describedBy={`campaign-iccids-count${showInvalid ? ' campaign-iccids-invalid' : ''}`}
          >
            {(field) => (
              <Textarea
                {...field}
                {...register('iccids')}
                rows={5}
                aria-required="true"
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
              />
            )}
          </FormField>
          <p id="campaign-iccids-count" role="status" className="text-sm text-muted-foreground">
            {t('campaigns.form.iccidCount', {
              count: pasted.valid.length,
              formatted: formatCount(pasted.valid.length),
            })}
            {pasted.invalid.length > 0
              ? ` · ${t('campaigns.form.invalidCount', { count: pasted.invalid.length })}`
              : ''}
          </p>
          {showInvalid ? (
            <ul
              id="campaign-iccids-invalid"
              aria-label={t('campaigns.form.invalidHeading')}
              className="grid gap-0.5 rounded-md border border-destructive/25 bg-destructive/5 px-3 py-2 font-mono text-destructive text-xs"
            >
              {pasted.invalid.slice(0, SHOWN).map(({ value }) => (
                <li key={value} className="break-all">
                  {value}
                </li>
              ))}
              {pasted.invalid.length > SHOWN ? (
                <li className="font-sans">
                  {t('campaigns.form.invalidMore', { count: pasted.invalid.length - SHOWN })}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      )}
    </div>
  )
}
