/** Partner application and commission states; the database enums are built from these lists. */
export const PARTNER_STATUSES = ['pending', 'approved', 'rejected'] as const
export const PARTNER_LEDGER_STATUSES = ['accrued', 'paid'] as const
