import { addStrings } from '@/lib/i18n'
import './signup'
import strings from './en.invitations.json'

addStrings('invitations', strings)
