/** The back office's site settings tab, loaded on demand. */
export const loadSettingsTab = () => import('./admin/components/settings-tab')
