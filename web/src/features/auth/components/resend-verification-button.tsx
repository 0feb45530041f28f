import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { resendVerification } from '@/api/account'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'

type ResendVerificationButtonProps = { email: string; sys?: string | undefined }

/** "Send the link again" for an address the visitor already typed (sign-in of an unverified account, sign-up). */
export function ResendVerificationButton({ email, sys }: ResendVerificationButtonProps) {
  const { t } = useTranslation()
  const mutation = useMutation({ mutationFn: () => resendVerification({ email, sys }) })

  return (
    <span className="grid justify-items-start gap-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending ? <Spinner /> : null}
        {t('verification.resend')}
      </Button>
      <span role="status" className="text-sm">
        {mutation.isSuccess ? t('verification.resent', { email }) : null}
        {mutation.isError ? errorMessage(mutation.error) : null}
      </span>
    </span>
  )
}
