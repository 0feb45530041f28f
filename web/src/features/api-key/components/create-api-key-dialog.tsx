import { API_KEY_NAME_MAX, type ApiKeySecret, MAX_KEY_IP_RANGES } from '@simlessly/shared'
import { type ReactNode, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAddApiKey } from '@/api/api-key'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { localToday } from '@/lib/day-range'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors } from '@/lib/form'
import { useFormRefusal } from '@/lib/use-form-refusal'
import { allowedIpsNote } from '../allowed-ips-text'
import {
  type ApiKeyFormValues,
  type ApiKeyRequest,
  apiKeyField,
  apiKeyFormResolver,
  EMPTY_API_KEY_VALUES,
} from '../api-key-form-values'
import { useHeldKeyIds } from '../use-held-key-ids'
import { KeyPermissionChoices } from './key-permission-choices'

type CreateApiKeyDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: ReactNode
  /** The new key and its secret, handed over once; this dialog keeps no copy. */
  onCreated: (created: ApiKeySecret) => void
}

/**
 * "Create API key": a name, the ids the key may use (only those the user holds), an optional last day and
 * optional IP ranges (IPv4 or IPv6). A refusal of a field shows under it, any other above the buttons.
 */
export function CreateApiKeyDialog({ open, onOpenChange, trigger, onCreated }: CreateApiKeyDialogProps) {
  const { t } = useTranslation()
  const held = useHeldKeyIds()
  const resolver = useMemo(() => apiKeyFormResolver(), [])
  const form = useForm<ApiKeyFormValues, unknown, ApiKeyRequest>({
    resolver,
    defaultValues: EMPTY_API_KEY_VALUES,
  })
  const add = useAddApiKey()
  const refusal = useFormRefusal(add)
  const { errors } = form.formState

  const changeOpen = (next: boolean) => {
    onOpenChange(next)
    if (next) return
    add.reset()
    form.reset(EMPTY_API_KEY_VALUES)
  }

  const submit = submitOf(form)((request) =>
    add.mutate(request, {
      onSuccess: (created) => {
        changeOpen(false)
        onCreated(created)
      },
      onError: (error) =>
        refusal.setFieldHandled(applyFieldErrors(error, form.setError, (path) => apiKeyField(path))),
    }),
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title={t('developer.form.title')}
      description={t('developer.form.description')}
      onSubmit={submit}
      formClassName="grid gap-5"
      contentClassName="max-w-2xl"
      submitLabel={t('developer.form.submit')}
      pending={add.isPending}
      error={refusal.message}
    >
      <FormField
        id="api-key-name"
        label={t('developer.form.name')}
        hint={t('developer.form.nameHint')}
        error={errors.name?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('name')}
            aria-required="true"
            autoComplete="off"
            maxLength={API_KEY_NAME_MAX}
          />
        )}
      </FormField>
      <KeyPermissionChoices
        held={held}
        register={form.register('permissions')}
        error={errors.permissions?.message}
      />
      <FormField
        id="api-key-expires"
        label={t('developer.form.expiresOn')}
        hint={t('developer.form.expiresHint')}
        error={errors.expiresOn?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('expiresOn')}
            type="date"
            min={localToday()}
            className="w-48"
          />
        )}
      </FormField>
      <FormField
        id="api-key-ips"
        label={t('developer.form.allowedIps')}
        hint={
          allowedIpsNote(form.watch('allowedIps'), t) ??
          t('developer.form.allowedIpsHint', { max: MAX_KEY_IP_RANGES })
        }
        error={errors.allowedIps?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('allowedIps')}
            rows={4}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
          />
        )}
      </FormField>
    </FormDialog>
  )
}
