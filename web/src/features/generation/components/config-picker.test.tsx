import type { ProfileConfig } from '@simlessly/shared'
import { render, screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { ConfigPicker } from './config-picker'
import type { ConfigChoices } from './use-config-choices'

const config = (configId: string, name: string) =>
  ({ configId, name, missing: [] }) as unknown as ProfileConfig

function Picker({ configs, onChoose }: { configs: ProfileConfig[]; onChoose: (id: string) => void }) {
  const form = useForm<{ configId: string }>({ defaultValues: { configId: '' } })
  const query = { isPending: false, isError: false, isSuccess: true } as ConfigChoices['query']
  return (
    <MemoryRouter>
      <ConfigPicker
        id="config"
        control={form.control}
        name="configId"
        choices={{ configs, query, all: true }}
        onChoose={onChoose}
      />
    </MemoryRouter>
  )
}

describe('the configuration picker', () => {
  it("starts with the enterprise's only configuration chosen, and tells the page", async () => {
    const onChoose = vi.fn()
    render(<Picker configs={[config('c1', 'IoT fleet')]} onChoose={onChoose} />)
    const select = screen.getByRole('combobox', { name: /Configuration/ }) as HTMLSelectElement
    await waitFor(() => expect(select.value).toBe('c1'))
    expect(onChoose).toHaveBeenCalledWith('c1')
  })

  it('leaves the choice to the person when there are several', () => {
    const onChoose = vi.fn()
    render(<Picker configs={[config('c1', 'IoT fleet'), config('c2', 'Lab')]} onChoose={onChoose} />)
    expect((screen.getByRole('combobox', { name: /Configuration/ }) as HTMLSelectElement).value).toBe('')
    expect(onChoose).not.toHaveBeenCalled()
  })
})
