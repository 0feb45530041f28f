import { useMutation } from '@tanstack/react-query'
import { type LoginInput, type LoginResponse, login } from './login'

export function useLogin(options: { onSuccess?: (answer: LoginResponse) => void } = {}) {
  return useMutation({
    mutationKey: ['user', 'login'],
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: (answer) => options.onSuccess?.(answer),
  })
}
