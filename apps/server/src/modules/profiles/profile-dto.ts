import type { Profile } from '@rdo/contracts'
import type { profiles } from '../../db/schema/profiles.ts'

type ProfileRow = typeof profiles.$inferSelect

export function toProfileDto(row: ProfileRow, role: 'user' | 'admin'): Profile {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    username: row.username,
    phone_number: row.phoneNumber,
    avatar_url: row.avatarUrl,
    role,
    default_shipping_address: row.defaultShippingAddress ?? null,
    notification_preferences: row.notificationPreferences,
    marketing_preferences: row.marketingPreferences,
    created_at: row.createdAt.toISOString(),
  }
}
