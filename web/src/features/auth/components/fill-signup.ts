import { fireEvent, screen } from '@testing-library/react'

export const TEST_PASSWORD = 'Str0ng-pass!'

/** For the sign-up's component tests: fills every field validly (monthly downloads), then submits. */
export function fillValidSignup() {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  type('First name', 'Ada')
  type('Last name', 'Lovelace')
  type('Work email', 'ada@example.com')
  type('Company name', 'Analytical Engines')
  type('Password', TEST_PASSWORD)
  type('Confirm password', TEST_PASSWORD)
  type('Expected average monthly downloads', '250')
  type('How did you hear about us?', 'SEARCH')
  type('Industry', 'MVNO')
  type('Your role', 'CTO')
  fireEvent.click(screen.getByLabelText('Not sure yet'))
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
}
