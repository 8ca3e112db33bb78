/** What other modules may use of tax: the rate at a destination and the shop's tax settings. */
export { readTaxAt, taxRatePpmFor, usesStripeTax } from './rates.ts'
export { parseTaxSettings, readTaxSettings, writeTaxSettings } from './settings.ts'
export { DEFAULT_TAX_SETTINGS, type TaxSettings } from '@rdo/contracts'
