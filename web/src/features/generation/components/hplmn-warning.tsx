import type { ProfileConfig } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { showHplmnMismatch } from '../hplmn-warning'
import { FieldWarning } from './field-warning'

type HplmnWarningProps = { id: string; imsi: string; config: Pick<ProfileConfig, 'hplmn'> | undefined }

/** The product's HPLMN mismatch warning under an IMSI field, with the configuration's HPLMN to compare. */
export function HplmnWarning({ id, imsi, config }: HplmnWarningProps) {
  const { t } = useTranslation()
  const shown = showHplmnMismatch(imsi, config)
  return (
    <FieldWarning
      id={id}
      message={shown ? t('validation.hplmnMismatch') : null}
      detail={shown ? t('generate.single.hplmnIs', { hplmn: config?.hplmn }) : undefined}
    />
  )
}
