/** The email screens load through ./pages; other features reach their query keys from here. */
export { emailAdminKeys } from './api/email-admin-keys'
