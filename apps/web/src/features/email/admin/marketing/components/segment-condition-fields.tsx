import { useState } from 'react'
import type { SegmentCondition } from '@rdo/contracts/segment-rules'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { useCategoryChoices, useDropChoices, useProductChoices } from '../api/segment-choices'

type Props<T extends SegmentCondition> = { rule: T; onChange: (rule: SegmentCondition) => void }

function ProductField({ rule, onChange }: Props<Extract<SegmentCondition, { type: 'bought_product' }>>) {
  const [search, setSearch] = useState('')
  const products = useProductChoices(search)
  const items = products.data?.items ?? []
  const known = items.some((p) => p.id === rule.product_id)
  return (
    <>
      <FormField label="Find product" className="w-40">
        <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </FormField>
      <FormField label="Product" className="min-w-48 flex-1">
        <NativeSelect
          value={rule.product_id}
          onChange={(e) => onChange({ ...rule, product_id: e.target.value })}
        >
          <option value="">Choose a product</option>
          {rule.product_id && !known && <option value={rule.product_id}>The chosen product</option>}
          {items.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </>
  )
}

function CategoryField({ rule, onChange }: Props<Extract<SegmentCondition, { type: 'bought_category' }>>) {
  const categories = useCategoryChoices()
  return (
    <FormField label="Category" className="min-w-48 flex-1">
      <NativeSelect
        value={rule.category_id}
        onChange={(e) => onChange({ ...rule, category_id: e.target.value })}
      >
        <option value="">Choose a category</option>
        {(categories.data?.items ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  )
}

function DropField({ rule, onChange }: Props<Extract<SegmentCondition, { type: 'drop_notify' }>>) {
  const drops = useDropChoices()
  const items = drops.data?.items ?? []
  const known = items.some((d) => d.id === rule.drop_id)
  const when = (iso: string) =>
    new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <FormField label="Drop" className="min-w-48 flex-1">
      <NativeSelect
        value={rule.drop_id ?? ''}
        onChange={(e) => {
          const { drop_id: _, ...any } = rule
          onChange(e.target.value ? { ...rule, drop_id: e.target.value } : any)
        }}
      >
        <option value="">Any drop</option>
        {rule.drop_id && !known && <option value={rule.drop_id}>The chosen drop</option>}
        {items.map((d) => (
          <option key={d.id} value={d.id}>
            {d.product_name} — {when(d.starts_at)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  )
}

/** A number field that keeps what is typed and hands over a number (NaN while it is not one). */
function NumberField({
  label,
  value,
  step,
  onChange,
}: {
  label: string
  value: number
  step?: string
  onChange: (value: number) => void
}) {
  const [text, setText] = useState(Number.isFinite(value) ? String(value) : '')
  // What was typed while it still reads as the value ("1." is 1); the value itself once it changed elsewhere.
  const shown = Number(text) === value || (text.trim() === '' && Number.isNaN(value)) ? text : String(value)
  return (
    <FormField label={label} className="w-36">
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        step={step ?? '1'}
        value={shown}
        onChange={(e) => {
          setText(e.target.value)
          onChange(e.target.value.trim() === '' ? Number.NaN : Number(e.target.value))
        }}
      />
    </FormField>
  )
}

/** The value a condition needs besides its type: a product, a category, a drop, days or an amount. */
export function ConditionValue({ rule, onChange }: Props<SegmentCondition>) {
  switch (rule.type) {
    case 'bought_product':
      return <ProductField rule={rule} onChange={onChange} />
    case 'bought_category':
      return <CategoryField rule={rule} onChange={onChange} />
    case 'last_order_within':
    case 'last_order_before':
      return <NumberField label="Days" value={rule.days} onChange={(days) => onChange({ ...rule, days })} />
    case 'spent_at_least':
      return (
        <NumberField
          label="Amount (USD)"
          step="0.01"
          value={rule.cents / 100}
          onChange={(usd) => onChange({ ...rule, cents: Math.round(usd * 100) })}
        />
      )
    case 'drop_notify':
      return <DropField rule={rule} onChange={onChange} />
    case 'wallet_at_least':
      return (
        <NumberField
          label="$RDO"
          step="any"
          value={rule.amount}
          onChange={(amount) => onChange({ ...rule, amount })}
        />
      )
    default:
      return null
  }
}
