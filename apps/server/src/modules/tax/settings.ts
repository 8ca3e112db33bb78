import { DEFAULT_TAX_SETTINGS, taxSettingsSchema } from '@rdo/contracts'
import { siteSetting } from '../../lib/site-settings.ts'

/** The tax settings (site_settings 'tax'); the defaults until an admin saves them. */
export const {
  key: TAX_SETTINGS_KEY,
  read: readTaxSettings,
  parse: parseTaxSettings,
  write: writeTaxSettings,
} = siteSetting('tax', taxSettingsSchema, DEFAULT_TAX_SETTINGS)
