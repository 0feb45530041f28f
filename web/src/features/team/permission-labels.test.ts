import { ENTERPRISE_PERMISSION_IDS } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import team from '@/locales/en.team.json'

const labels: Record<string, { label?: string; description?: string } | undefined> = team.teamPermissions

describe('the names the role form and the API key form give each permission', () => {
  it('exist for every enterprise id, so no translation key reaches the screen', () => {
    const unnamed = ENTERPRISE_PERMISSION_IDS.filter((id) => !labels[id]?.label || !labels[id]?.description)
    expect(unnamed).toEqual([])
  })
})
