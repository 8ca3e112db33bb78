import { z } from 'zod'

/** Community design states and kinds; the database enums are built from these lists. */
export const DESIGN_STATUSES = ['pending', 'approved', 'rejected'] as const
export const DESIGN_TYPES = ['graphic', 'photo'] as const
export const COMMENT_REPORT_STATUSES = ['open', 'resolved'] as const

export const designStatusSchema = z.enum(DESIGN_STATUSES)
export type DesignStatus = z.infer<typeof designStatusSchema>
