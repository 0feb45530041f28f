import { KeyRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useOutputKey } from '@/api/generation'
import { Permission } from '@/components/permission'
import { Spinner } from '@/components/ui/spinner'
import { OutputKeyDialog } from './output-key-dialog'

/**
 * The enterprise's PGP key for encrypted outputs: which one is on file (fingerprint and user ids), or that
 * there is none yet, and the way to upload or replace it (with Generation_Settings_Manage).
 */
export function OutputKeyPanel({ id }: { id?: string }) {
  const { t } = useTranslation()
  const key = useOutputKey()
  return (
    <div
      id={id}
      className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border bg-muted p-3 text-sm"
    >
      <div className="flex min-w-0 gap-2">
        <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-0.5" role="status">
          {key.isPending ? (
            <span className="inline-flex items-center gap-2">
              <Spinner />
              {t('common.loading')}
            </span>
          ) : key.data ? (
            <>
              <span className="font-medium text-foreground">{t('generate.outputKey.onFile')}</span>
              <span className="break-all font-mono text-xs text-muted-foreground">
                {key.data.fingerprint}
              </span>
              {key.data.userIds.length > 0 ? (
                <span className="break-all text-xs text-muted-foreground">{key.data.userIds.join(', ')}</span>
              ) : null}
            </>
          ) : (
            <span className="text-foreground">{t('generate.outputKey.none')}</span>
          )}
        </div>
      </div>
      <Permission id="Generation_Settings_Manage">
        <OutputKeyDialog replacing={Boolean(key.data)} />
      </Permission>
    </div>
  )
}
