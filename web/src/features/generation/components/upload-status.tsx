import { useTranslation } from 'react-i18next'
import type { UploadStage } from '@/api/generation'
import { Progress } from '@/components/ui/progress'

/** How far a batch file has gone to storage, then that the batch is starting, for eyes and screen readers. */
export function UploadStatus({ stage, fileName }: { stage: UploadStage; fileName: string }) {
  const { t } = useTranslation()
  const uploading = stage.step === 'uploading'
  return (
    <div className="grid gap-1.5">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {uploading
          ? t('generate.batch.uploadStatus', { name: fileName, percent: stage.percent })
          : t('generate.batch.starting')}
      </p>
      <Progress aria-label={t('generate.batch.uploadProgress')} value={uploading ? stage.percent : null} />
    </div>
  )
}
