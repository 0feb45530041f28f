import { useCallback, useRef, useState } from 'react'

type ActionState<I, O> =
  | { status: 'idle'; variables?: undefined; error?: undefined }
  | { status: 'pending' | 'success'; variables: I; error?: undefined; data?: O }
  | { status: 'error'; variables: I; error: unknown }

/**
 * One action the visitor starts (sending a form): its state while under way, its answer or its failure. The
 * sign-in form's alone, which loads no query library: what useMutation would give it, in a few lines. A
 * second start replaces the first: only the latest one's answer shows, and only its `onSuccess` runs.
 */
export function useAction<I, O>(
  run: (input: I) => Promise<O>,
  options: { onSuccess?: (answer: O) => void } = {},
) {
  const [state, setState] = useState<ActionState<I, O>>({ status: 'idle' })
  const latest = useRef(0)
  const current = useRef({ run, options })
  current.current = { run, options }

  const mutate = useCallback((input: I) => {
    const id = ++latest.current
    setState({ status: 'pending', variables: input })
    current.current.run(input).then(
      (answer) => {
        if (id !== latest.current) return
        setState({ status: 'success', variables: input, data: answer })
        current.current.options.onSuccess?.(answer)
      },
      (error: unknown) => {
        if (id === latest.current) setState({ status: 'error', variables: input, error })
      },
    )
  }, [])

  return {
    mutate,
    isPending: state.status === 'pending',
    error: state.status === 'error' ? state.error : null,
    variables: state.variables,
  }
}
