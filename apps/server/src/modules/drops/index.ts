/** What other modules may use of the drops module (orders enforce a drop's rules when placed). */
export { claimDropAdmissions, type ClaimLine } from './order-claim.ts'
