import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { type DataColumn, DataTable } from './data-table'

type Item = { id: string; name: string; count: number }

/** A cell with state of its own, as a row's actions menu holds the dialog the user opened. */
function OpenButton({ name }: { name: string }) {
  const [open, setOpen] = useState(false)
  return open ? (
    <span>{`${name} open`}</span>
  ) : (
    <button type="button" onClick={() => setOpen(true)}>{`Open ${name}`}</button>
  )
}

/** A table whose columns are written inline, made afresh on every render, as the screens write them. */
function ItemsTable({ items }: { items: Item[] }) {
  const columns: DataColumn<Item>[] = [
    { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
    { id: 'count', header: () => 'Count', cell: ({ row }) => String(row.original.count) },
    { id: 'actions', header: 'Actions', cell: ({ row }) => <OpenButton name={row.original.name} /> },
  ]
  return (
    <DataTable columns={columns} data={items} caption="Items" getRowId={(item) => item.id} empty="None" />
  )
}

describe('DataTable', () => {
  it('renders headers and cells given as text or as functions', () => {
    render(<ItemsTable items={[{ id: 'a', name: 'Alpha', count: 3 }]} />)
    expect(screen.getByRole('columnheader', { name: 'Count' })).toBeDefined()
    expect(screen.getByRole('cell', { name: '3' })).toBeDefined()
  })

  it('keeps the state of a row’s cells when a new answer re-renders the table', () => {
    const { rerender } = render(<ItemsTable items={[{ id: 'a', name: 'Alpha', count: 1 }]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Open Alpha' }))
    expect(screen.getByText('Alpha open')).toBeDefined()

    rerender(<ItemsTable items={[{ id: 'a', name: 'Alpha', count: 2 }]} />)
    expect(screen.getByRole('cell', { name: '2' })).toBeDefined()
    expect(screen.getByText('Alpha open')).toBeDefined()
  })

  it('marks each cell with its part on a card: the first column the title, fields labelled, the actions', () => {
    render(<ItemsTable items={[{ id: 'a', name: 'Alpha', count: 3 }]} />)
    const table = screen.getByRole('table', { name: 'Items' })
    expect(table.hasAttribute('data-cards')).toBe(true)
    const [title, count, actions] = screen.getAllByRole('cell')
    expect(title?.dataset).toMatchObject({ card: 'title' })
    expect(title?.dataset.label).toBeUndefined()
    // A header written as a function gives no label by itself: the field shows its value alone.
    expect(count?.dataset).toMatchObject({ card: 'field' })
    expect(actions?.dataset).toMatchObject({ card: 'actions' })
    // The card keeps the row's actions.
    expect(screen.getByRole('button', { name: 'Open Alpha' })).toBeDefined()
  })

  it('takes a column’s part and label from its meta, and stays a table with layout="table"', () => {
    type Row = { id: string; code: string; note: string; total: number }
    const columns: DataColumn<Row>[] = [
      { id: 'code', header: 'Code', cell: ({ row }) => row.original.code },
      { id: 'note', header: 'Note', meta: { card: 'hidden' }, cell: ({ row }) => row.original.note },
      {
        id: 'total',
        header: () => <span className="block text-right">Total</span>,
        meta: { label: 'Total' },
        cell: ({ row }) => String(row.original.total),
      },
    ]
    const data = [{ id: '1', code: 'C-1', note: 'kept', total: 9 }]
    const { rerender } = render(
      <DataTable columns={columns} data={data} caption="Rows" getRowId={(r) => r.id} empty="None" />,
    )
    const [, note, total] = screen.getAllByRole('cell')
    expect(note?.dataset.card).toBe('hidden')
    expect(total?.dataset).toMatchObject({ card: 'field', label: 'Total' })

    rerender(
      <DataTable
        columns={columns}
        data={data}
        caption="Rows"
        getRowId={(r) => r.id}
        empty="None"
        layout="table"
      />,
    )
    expect(screen.getByRole('table', { name: 'Rows' }).hasAttribute('data-cards')).toBe(false)
  })
})
