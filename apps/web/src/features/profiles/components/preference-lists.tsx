import type { Profile } from '@rdo/contracts'
import { PreferenceSwitch } from './preference-switch'

type NotificationPreferences = Profile['notification_preferences']
type MarketingPreferences = Profile['marketing_preferences']

const NOTIFICATION_ROWS: Row<NotificationPreferences>[] = [
  {
    key: 'order_updates',
    label: 'Order updates',
    description: 'Emails when an order is paid, shipped or delivered.',
  },
  { key: 'marketing', label: 'Marketing', description: 'News about drops and offers.' },
]

const MARKETING_ROWS: Row<MarketingPreferences>[] = [
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

type Row<T> = { key: keyof T & string; label: string; description: string }

function PreferenceList<T extends Record<string, boolean>>({
  rows,
  value,
  onChange,
  disabled,
}: ListProps<T> & { rows: Row<T>[] }) {
  return (
    <div className="divide-y">
      {rows.map((row) => (
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

export function NotificationPreferenceList(props: ListProps<NotificationPreferences>) {
  return <PreferenceList rows={NOTIFICATION_ROWS} {...props} />
}

export function MarketingPreferenceList(props: ListProps<MarketingPreferences>) {
  return <PreferenceList rows={MARKETING_ROWS} {...props} />
}
