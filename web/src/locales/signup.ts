import { addStrings } from '@/lib/i18n'
import strings from './en.signup.json'

await addStrings('signup', strings)
