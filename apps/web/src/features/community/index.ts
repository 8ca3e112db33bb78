/** What the rest of the app may use from community designs (the pages load through pages.ts). */
export { DesignStageBadge } from './components/design-stage-badge'
export { designKeys } from './api/design-keys'
