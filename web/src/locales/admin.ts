import { addStrings } from '@/lib/i18n'
import strings from './en.admin.json'

addStrings(strings)
