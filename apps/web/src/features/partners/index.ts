/** What the rest of the app may use from the partner programme (the pages load through pages.ts). */
export { partnerKeys } from './api/partner-keys'
export { usePartnerProjects } from './api/projects-api'
export { storeHref as partnerStoreHref, storePath as partnerStorePath } from './lib/store-params'
