import { fulfilmentSettingsSchema, type FulfilmentSettings } from '@rdo/contracts'
import { siteSetting } from '../../lib/site-settings.ts'

export const DEFAULT_FULFILMENT_SETTINGS: FulfilmentSettings = { auto_send_to_production: true }

/** The fulfilment settings (site_settings 'fulfilment'); the defaults until an admin saves them. */
export const { read: readFulfilmentSettings, write: writeFulfilmentSettings } = siteSetting(
  'fulfilment',
  fulfilmentSettingsSchema,
  DEFAULT_FULFILMENT_SETTINGS,
)
