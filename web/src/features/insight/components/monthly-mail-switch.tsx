import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useReportMail, useSetReportMail } from '@/api/insight'
import { LoadFailed } from '@/components/ui/load-failed'
import { Switch } from '@/components/ui/switch'
import { notifications } from '@/lib/notifications'

/**
 * The monthly usage report mailed to the owners on the first of the month, on or off. Rendered only for a
 * role holding Report_Mail_Manage; the switch shows the new state while the server saves it.
 */
export function MonthlyMailSwitch() {
  const { t } = useTranslation()
  const id = useId()
  const mail = useReportMail()
  const save = useSetReportMail()
  const checked = save.isPending ? save.variables.monthly : (mail.data?.monthly ?? false)

  if (mail.isError) {
    return (
      <LoadFailed
        title={t('insights.report.mail.loadFailed')}
        error={mail.error}
        onRetry={() => void mail.refetch()}
      />
    )
  }
  return (
    <div className="flex items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <Switch
        id={id}
        checked={checked}
        disabled={mail.data === undefined || save.isPending}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(monthly) =>
          save.mutate(
            { monthly },
            {
              onSuccess: (saved) =>
                notifications.notify(
                  t(saved.monthly ? 'insights.report.mail.on' : 'insights.report.mail.off'),
                  {
                    variant: 'success',
                  },
                ),
            },
          )
        }
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="font-medium text-sm text-foreground">
          {t('insights.report.mail.label')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('insights.report.mail.hint')}
        </p>
      </div>
    </div>
  )
}
