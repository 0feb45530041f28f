import { addStrings } from '@/lib/i18n'
import strings from './en.signup.json'

addStrings('signup', strings)
