import { API_BASE_PATH } from '@simlessly/shared'
import type { Config, OidcProviderId } from '../../config.ts'
import { type OidcStandIn, startOidcStandIn } from './server.ts'

const PROVIDERS: OidcProviderId[] = ['google', 'microsoft']

/**
 * `npm start`: a stand-in OpenID provider for each provider without settings, its client registered for
 * this console's callbacks (127.0.0.1 and localhost on PORT), and the config pointing at it. None when the
 * console's port is not known in advance (PORT=0): the stand-in could not name the callback.
 */
export async function startOidcStandIns(
  config: Config,
): Promise<{ config: Config; standIns: OidcStandIn[] }> {
  const missing = PROVIDERS.filter((id) => !config.oidc[id])
  if (config.mode !== 'local' || config.port === 0 || missing.length === 0) return { config, standIns: [] }
  const callbacks = (id: OidcProviderId) =>
    ['127.0.0.1', 'localhost'].map(
      (host) => `http://${host}:${config.port}${API_BASE_PATH}/v1/oauth/callback/${id}`,
    )
  const standIns = await Promise.all(
    missing.map((provider) =>
      startOidcStandIn({
        provider,
        port: config.local.oidcPorts[provider],
        portSetting: `OIDC_${provider.toUpperCase()}_PORT`,
        redirectUris: callbacks(provider),
        seededEmail: config.admin.email,
      }),
    ),
  )
  const oidc = { ...config.oidc }
  for (const s of standIns)
    oidc[s.provider] = { issuer: s.issuer, clientId: s.clientId, clientSecret: s.clientSecret }
  return { config: { ...config, oidc }, standIns }
}
