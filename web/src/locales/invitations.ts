import { addStrings } from '@/lib/i18n'
import strings from './en.invitations.json'

await addStrings('invitations', strings)
