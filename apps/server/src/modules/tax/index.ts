/** What other modules may use of tax: the rate at a destination and the shop's tax settings. */
export { readTaxAt, taxRatePpmFor, usesStripeTax } from './rates.ts'
export {
  DEFAULT_TAX_SETTINGS,
  parseTaxSettings,
  readTaxSettings,
  writeTaxSettings,
  type TaxSettings,
} from './settings.ts'
