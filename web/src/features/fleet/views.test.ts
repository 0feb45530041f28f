import { describe, expect, it } from 'vitest'
import {
  currentView,
  deleteView,
  isShowing,
  parseViews,
  renameView,
  saveView,
  serializeViews,
  viewChange,
} from './views'

const search = new URLSearchParams('status=INSTALLED&iccid=8901&page=3&detail=8901234&sort=iccid&order=asc')

describe('fleet saved views', () => {
  it('keeps the filters, sort and columns of the fleet as it is, not the page or an open profile', () => {
    const view = currentView(' Installed ', search, ['iccid', 'status'])
    expect(view).toEqual({
      name: 'Installed',
      params: { iccid: '8901', status: 'INSTALLED', sort: 'iccid', order: 'asc' },
      columns: ['iccid', 'status'],
    })
  })

  it('applies a view to the URL, clearing the other filters and the page', () => {
    const view = currentView('Installed', new URLSearchParams('status=INSTALLED'), ['iccid'])
    expect(viewChange(view)).toMatchObject({ status: 'INSTALLED', iccid: undefined, page: undefined })
  })

  it('tells the view the fleet shows now, whatever the order of the parameters', () => {
    const view = currentView('A', new URLSearchParams('status=INSTALLED&iccid=89'), ['iccid'])
    const now = currentView('', new URLSearchParams('iccid=89&status=INSTALLED&page=2'), ['iccid'])
    expect(isShowing(view, now)).toBe(true)
    expect(isShowing(view, { ...now, columns: ['iccid', 'imsi'] })).toBe(false)
  })

  it('round-trips through its JSON and leaves out what it cannot read', () => {
    const views = [currentView('One', search, ['iccid', 'imsi'])]
    expect(parseViews(serializeViews(views))).toEqual(views)
    const saved = JSON.stringify({
      views: [
        { name: 'Kept', params: { status: 'RELEASED', evil: 'x' }, columns: ['imsi', 'gone'] },
        { name: '', params: {} },
        { name: 'kept', params: {} },
        'text',
      ],
    })
    expect(parseViews(saved)).toEqual([
      { name: 'Kept', params: { status: 'RELEASED' }, columns: ['iccid', 'imsi'] },
    ])
    expect(parseViews(undefined)).toEqual([])
    expect(parseViews('{')).toEqual([])
  })

  it('saves over a view of the same name, renames and deletes', () => {
    const a = currentView('A', new URLSearchParams('status=RELEASED'), ['iccid'])
    const b = currentView('B', new URLSearchParams(), ['iccid'])
    const newer = currentView('a', new URLSearchParams('status=DELETED'), ['iccid'])
    expect(saveView([a, b], newer)).toEqual([newer, b])
    expect(renameView([a, b], 'A', ' Released ').map((v) => v.name)).toEqual(['Released', 'B'])
    expect(deleteView([a, b], 'A')).toEqual([b])
  })
})
