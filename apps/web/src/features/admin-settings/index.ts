/** The dashboard tab loads lazily from here; detail screens through ./pages. */
export { loadSettingsTab } from './pages'
