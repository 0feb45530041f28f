import { addStrings } from '@/lib/i18n'
import strings from './en.oauth.json'

addStrings('oauth', strings)
