import { addStrings } from '@/lib/i18n'
import './orders'
import strings from './en.admin.json'

addStrings('admin', strings)
