import { addStrings } from '@/lib/i18n'
import strings from './en.admin-bip.json'

addStrings('admin-bip', strings)
