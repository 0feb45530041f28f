export * from './activation-code.ts'
export * from './digits.ts'
export * from './identifiers.ts'
export * from './plmn.ts'
