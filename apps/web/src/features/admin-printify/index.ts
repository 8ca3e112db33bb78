/** The Printify import screen loads through ./pages; other features reach its query keys from here. */
export { printifyAdminKeys } from './api/printify-admin-keys'
