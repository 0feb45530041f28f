import { permissionTree } from '@simlessly/shared'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session'
import { Permission } from './permission'

afterEach(() => {
  sessionStore.clear()
})

function renderButtons() {
  render(
    <>
      <Permission id="Fleet_View">
        <button type="button">Recycle</button>
      </Permission>
      <Permission id={{ menuName: 'Member_View' }} fallback={<p>Ask an admin</p>}>
        <button type="button">Invite</button>
      </Permission>
      <Permission id={['Admin_Order_View', 'Order_View']}>
        <button type="button">Create order</button>
      </Permission>
    </>,
  )
}

describe('Permission', () => {
  it('renders nothing of the children before the permissions are loaded', () => {
    renderButtons()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('Ask an admin')).toBeTruthy()
  })

  it('keeps what the tree grants, at any depth, and removes the rest from the page', () => {
    sessionStore.setPermissions(permissionTree(['Fleet_View', 'Order_View']))
    renderButtons()
    expect(screen.getByRole('button', { name: 'Recycle' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Create order' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull()
    expect(screen.getByText('Ask an admin')).toBeTruthy()
  })

  it('follows the tree when it changes, and empties when the session is cleared', () => {
    renderButtons()
    act(() => sessionStore.setPermissions(permissionTree(['Member_View'])))
    expect(screen.getByRole('button', { name: 'Invite' })).toBeTruthy()
    expect(screen.queryByText('Ask an admin')).toBeNull()
    act(() => sessionStore.clear())
    expect(screen.queryByRole('button')).toBeNull()
  })
})
