/** What other modules may use of the drops module (orders enforce a drop's rules when placed). */
export { claimDropAdmissions, precheckDropOrder, readDropClaims, type ClaimLine } from './order-claim.ts'
export { holdScriptedRefusal } from './limit-hold.ts'
