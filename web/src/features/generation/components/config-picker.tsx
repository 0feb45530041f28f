import type { ProfileConfig } from '@simlessly/shared'
import { TriangleAlert } from 'lucide-react'
import { useEffect } from 'react'
import { type Control, type FieldValues, type Path, type PathValue, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Permission } from '@/components/permission'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/error-message'
import { cn } from '@/lib/utils'
import type { ConfigChoices } from './use-config-choices'

type ConfigPickerProps<T extends FieldValues, TOut> = {
  id: string
  control: Control<T, unknown, TOut>
  name: Path<T>
  choices: ConfigChoices
  /** The page keeps the choice across the three tabs. */
  onChoose: (configId: string) => void
  className?: string
}

/**
 * The configuration a generation uses. Unfinished ones stay in the list, marked, and choosing one says to
 * fill in the configuration completely (INCOMPLETE_CONFIG_MESSAGE), with a way to finish it.
 */
export function ConfigPicker<T extends FieldValues, TOut>({
  id,
  control,
  name,
  choices,
  onChoose,
  className,
}: ConfigPickerProps<T, TOut>) {
  const { t } = useTranslation()
  const { configs, query } = choices
  const { field, fieldState } = useController({ control, name })
  // The enterprise's only configuration is the choice: every tab starts with it (the page keeps it).
  const only = choices.all && configs.length === 1 ? configs[0]?.configId : undefined
  const { value, onChange } = field
  useEffect(() => {
    if (!only || value) return
    onChange(only as PathValue<T, Path<T>>)
    onChoose(only)
  }, [only, value, onChange, onChoose])
  const chosen = configs.find((config) => config.configId === field.value)
  return (
    <div className={cn('grid gap-3', className)}>
      <FormField
        id={id}
        label={t('generate.config.label')}
        error={fieldState.error?.message}
        hint={query.isPending ? t('common.loading') : t('generate.config.hint')}
      >
        {(controlProps) => (
          <NativeSelect
            {...controlProps}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            disabled={query.isPending}
            onChange={(event) => {
              field.onChange(event.target.value)
              onChoose(event.target.value)
            }}
          >
            <option value="">{t('generate.config.choose')}</option>
            {configs.map((config) => (
              <option key={config.configId} value={config.configId}>
                {config.missing.length > 0
                  ? t('generate.config.incompleteOption', { name: config.name })
                  : config.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {query.isError ? <p className="text-destructive text-sm">{errorMessage(query.error)}</p> : null}
      {query.isSuccess && configs.length === 0 ? <NoConfigs /> : null}
      {chosen && chosen.missing.length > 0 ? <IncompleteConfig config={chosen} /> : null}
    </div>
  )
}

function NoConfigs() {
  const { t } = useTranslation()
  return (
    <p className="text-sm text-muted-foreground">
      {t('generate.config.none')}{' '}
      <Permission id="Profile_Config_Manage">
        <Link to="/configform/create" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('generate.config.create')}
        </Link>
      </Permission>
    </p>
  )
}

function IncompleteConfig({ config }: { config: ProfileConfig }) {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-warning/60 bg-warning/10 px-4 py-3 text-foreground text-sm"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <div className="grid gap-1">
        <p>{t('validation.incompleteConfig')}</p>
        <p className="text-xs">
          {t('generate.config.missing', {
            fields: config.missing
              .map((field) => t(`configForm.fields.${field}`, { defaultValue: field }))
              .join(', '),
          })}
        </p>
        <Permission id="Profile_Config_Manage">
          <Link
            to={`/configform/edit?id=${encodeURIComponent(config.configId)}`}
            className="font-medium underline underline-offset-4"
          >
            {t('generate.config.complete', { name: config.name })}
          </Link>
        </Permission>
      </div>
    </div>
  )
}
