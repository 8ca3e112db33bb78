import type { Profile } from '@rdo/contracts'
import { PreferenceSwitch } from './preference-switch'

type NotificationPreferences = Profile['notification_preferences']
type MarketingPreferences = Profile['marketing_preferences']

const NOTIFICATION_ROWS: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: 'order_updates',
    label: 'Order updates',
    description: 'Emails when an order is paid, shipped or delivered.',
  },
  { key: 'marketing', label: 'Marketing', description: 'News about drops and offers.' },
]

const MARKETING_ROWS: { key: keyof MarketingPreferences; label: string; description: string }[] = [
  { key: 'email_newsletter', label: 'Newsletter', description: 'The weekly newsletter.' },
  {
    key: 'order_updates',
    label: 'Order updates',
    description: 'Shipping and delivery news for your orders.',
  },
  { key: 'promotional_offers', label: 'Promotional offers', description: 'Discounts and holder perks.' },
  { key: 'product_updates', label: 'Product updates', description: 'New drops and restocks.' },
]

interface ListProps<T> {
  value: T
  onChange: (next: T) => void
  disabled?: boolean
}

export function NotificationPreferenceList({
  value,
  onChange,
  disabled,
}: ListProps<NotificationPreferences>) {
  return (
    <div className="divide-y">
      {NOTIFICATION_ROWS.map((row) => (
        <PreferenceSwitch
          key={row.key}
          label={row.label}
          description={row.description}
          checked={value[row.key]}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ ...value, [row.key]: checked })}
        />
      ))}
    </div>
  )
}

export function MarketingPreferenceList({ value, onChange, disabled }: ListProps<MarketingPreferences>) {
  return (
    <div className="divide-y">
      {MARKETING_ROWS.map((row) => (
        <PreferenceSwitch
          key={row.key}
          label={row.label}
          description={row.description}
          checked={value[row.key]}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ ...value, [row.key]: checked })}
        />
      ))}
    </div>
  )
}
