/** Outbox message states; the database enum is built from this list. */
export const EMAIL_MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const
