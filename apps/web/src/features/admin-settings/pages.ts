export const loadSettingsTab = () => import('./components/settings-tab')
