/** The partner review screens load through ./pages; other features reach their query keys from here. */
export { partnerAdminKeys } from './api/partner-admin-keys'
