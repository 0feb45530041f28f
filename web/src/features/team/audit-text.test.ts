import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { readableChange } from './audit-text'

describe('an audit change in words', () => {
  it('names permission ids and statuses by their labels, and keeps role names and emails', () => {
    const t = i18n.t.bind(i18n)
    expect(readableChange('Group keepers: Group_View, Group_Manage', t)).toBe(
      `Group keepers: ${t('teamPermissions.Group_View.label')}, ${t('teamPermissions.Group_Manage.label')}`,
    )
    expect(readableChange('Viewer, DEACTIVATED', t)).toBe(`Viewer, ${t('team.statuses.DEACTIVATED')}`)
    expect(readableChange('Owner: ada_lovelace@example.com', t)).toBe('Owner: ada_lovelace@example.com')
    expect(readableChange('Report readers: Report', t)).toBe(
      `Report readers: ${t('teamPermissions.Report.label')}`,
    )
    expect(t('teamPermissions.Group_Manage.label')).not.toBe('teamPermissions.Group_Manage.label')
  })
})
