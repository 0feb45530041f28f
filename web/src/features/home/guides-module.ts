import type { BehaviorModule } from '@/api/behavior'

/**
 * Whether the user hid the get-started card (offered once its three steps are done), kept per user in the
 * behaviour config so it stays hidden on every device and comes back after nothing.
 */
export const HOME_GUIDES: BehaviorModule<{ dismissed: boolean }> = {
  name: 'home.guides',
  parse: (saved) => {
    try {
      return { dismissed: saved !== undefined && JSON.parse(saved)?.dismissed === true }
    } catch {
      return { dismissed: false }
    }
  },
  serialize: (value) => JSON.stringify(value),
}
