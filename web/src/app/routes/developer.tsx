import '@/locales/team'
import '@/locales/developer'
import '@/locales/webhooks'
import '@/locales/billing'
import { ApiKeysSection } from '@/features/api-key/components/api-keys-section'
import { SigningGuide } from '@/features/api-key/components/signing-guide'
import { WebhooksSection } from '@/features/webhook/components/webhooks-section'

/**
 * `setting/developer`: the API keys, the webhooks and how to sign a request with a key (Developer_View). The
 * screen joins two capabilities, `api-key` and `webhook`, so it is composed here, where features meet.
 */
export function DeveloperRoute() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <ApiKeysSection />
      {/* The guide and its examples are long: the webhooks come first, so neither section hides below them. */}
      <WebhooksSection />
      <SigningGuide />
    </div>
  )
}
