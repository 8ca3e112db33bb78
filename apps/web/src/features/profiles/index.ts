/** The signed-in account (profile, saved addresses, dashboard) as other features may use it. */
export { activityQueryKey } from './api/get-dashboard-activity'
export { profileSummaryQueryKey } from './api/get-profile-summary'
export { AddressFields, emptyAddress, formatAddress } from './components/address-fields'
