import { addStrings } from '@/lib/i18n'
import strings from './en.admin-bip.json'

await addStrings('admin-bip', strings)
