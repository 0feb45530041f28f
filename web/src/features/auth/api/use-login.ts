import { useMutation } from '@tanstack/react-query'
import { type LoginInput, login } from './login'

export function useLogin(options: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationKey: ['user', 'login'],
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: () => options.onSuccess?.(),
  })
}
