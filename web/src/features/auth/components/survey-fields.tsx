import { HEARD_FROM, INDUSTRIES, PROFILE_SOURCES, SURVEY_ROLES, VOLUME_UNITS } from '@simlessly/shared'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { translateValidation } from '@/lib/validation-message'
import type { SignupFormInput } from '../form-schemas'

type SurveyFieldsProps = {
  register: UseFormRegister<SignupFormInput>
  errors: FieldErrors<SignupFormInput>['survey']
  volumeUnit: string | undefined
}

/** The sign-up survey: volume, how they heard of us, industry, role, profile source. */
export function SurveyFields({ register, errors, volumeUnit }: SurveyFieldsProps) {
  const { t } = useTranslation()
  const select = (name: 'heardFrom' | 'industry' | 'role', options: readonly string[]) => (
    <FormField id={`signup-${name}`} label={t(`signup.survey.${name}`)} error={errors?.[name]?.message}>
      {(control) => (
        <NativeSelect {...control} {...register(`survey.${name}`)}>
          <option value="">{t('signup.survey.choose')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`signup.survey.options.${name}.${option}`)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )

  return (
    <fieldset className="grid gap-5 rounded-lg border border-border p-4 sm:grid-cols-2">
      <legend className="px-1 font-medium text-sm text-foreground">{t('signup.survey.legend')}</legend>
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="mb-2 font-medium text-sm text-foreground">{t('signup.survey.volumeUnit')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {VOLUME_UNITS.map((unit) => (
            <label key={unit} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={unit}
                {...register('survey.volumeUnit')}
                className="size-4 accent-primary"
              />
              {t(`signup.survey.options.volumeUnit.${unit}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        id="signup-volume"
        className="sm:col-span-2"
        label={t(
          `signup.survey.volume.${volumeUnit === 'ANNUAL_DEVICES' ? 'ANNUAL_DEVICES' : 'MONTHLY_DOWNLOADS'}`,
        )}
        error={errors?.volume?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('survey.volume', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        )}
      </FormField>
      {select('heardFrom', HEARD_FROM)}
      {select('industry', INDUSTRIES)}
      {select('role', SURVEY_ROLES)}
      <fieldset
        className="grid gap-2 sm:col-span-2"
        aria-describedby={errors?.profileSource ? 'signup-profileSource-error' : undefined}
      >
        <legend className="mb-2 font-medium text-sm text-foreground">
          {t('signup.survey.profileSource')}
        </legend>
        <div className="grid gap-2">
          {PROFILE_SOURCES.map((source) => (
            <label key={source} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={source}
                {...register('survey.profileSource')}
                className="size-4 accent-primary"
              />
              {t(`signup.survey.options.profileSource.${source}`)}
            </label>
          ))}
        </div>
        {errors?.profileSource ? (
          <p id="signup-profileSource-error" className="text-destructive text-sm">
            {translateValidation(errors.profileSource.message)}
          </p>
        ) : null}
      </fieldset>
    </fieldset>
  )
}
