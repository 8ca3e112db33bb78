import { useMemo, useState, type ReactNode } from 'react'
import { DESIGN_REWARD_MESSAGES as M, type CatalogVariant, type PublishDesignBody } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/api-client'
import { useBlueprints, usePrintifyShops, useProviders, useVariants } from '../api/rewards-api'
import { OptionChecks } from './option-checks'

const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))]
const toNumber = (value: string) => (value ? Number(value) : null)

type ProductionFormProps = {
  /** The product name the form starts with. */
  defaultTitle: string
  /** The last attempt's failure, kept on the production. */
  lastError: string | null
  pending: boolean
  error: unknown
  onPublish: (body: PublishDesignBody) => void
  /** Fields of the caller's own, shown before the Printify choices (e.g. the partner store type). */
  children?: ReactNode
}

/**
 * The choices of "Put into production": the Printify shop, blueprint and print provider, the colours and
 * sizes to sell, the price and where the design's image goes.
 */
export function ProductionForm({
  defaultTitle,
  lastError,
  pending,
  error,
  onPublish,
  children,
}: ProductionFormProps) {
  const shops = usePrintifyShops()
  const blueprints = useBlueprints()
  const [shopId, setShopId] = useState<number | null>(null)
  const [blueprintId, setBlueprintId] = useState<number | null>(null)
  const [providerId, setProviderId] = useState<number | null>(null)
  const providers = useProviders(blueprintId)
  const variants = useVariants(blueprintId, providerId)
  const [colors, setColors] = useState<string[]>([])
  const [sizes, setSizes] = useState<string[]>([])
  const [price, setPrice] = useState('55.00')
  const [position, setPosition] = useState('front')
  const [title, setTitle] = useState(defaultTitle)
  const shop = shopId ?? shops.data?.shops[0]?.id ?? null

  const list: CatalogVariant[] = useMemo(() => variants.data?.items ?? [], [variants.data])
  const allColors = distinct(list.map((v) => v.color))
  const allSizes = distinct(list.map((v) => v.size))
  const positions = distinct(list.flatMap((v) => v.positions))
  const chosen = list.filter((v) => v.color && v.size && colors.includes(v.color) && sizes.includes(v.size))
  const cents = Math.round(Number(price) * 100)
  const priceError = Number.isFinite(cents) && cents >= 100 ? undefined : M.priceTooLow

  const submit = () => {
    if (!shop || !blueprintId || !providerId || !chosen.length || priceError) return
    onPublish({
      shop_id: shop,
      blueprint_id: blueprintId,
      print_provider_id: providerId,
      title: title.trim() || defaultTitle,
      variants: chosen.map((v) => ({ id: v.id, price_cents: cents })),
      placement: { position, x: 0.5, y: 0.5, scale: 1, angle: 0 },
    })
  }

  if (shops.data && !shops.data.configured) {
    return (
      <FormAlert>Printify is not connected: set PRINTIFY_API_TOKEN in the server configuration.</FormAlert>
    )
  }
  const failure = error ? errorMessage(error) : lastError
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      {children}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Product name">
          <Input value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <FormField label="Printify shop">
          <NativeSelect value={shop ?? ''} onChange={(e) => setShopId(toNumber(e.target.value))}>
            {shops.data?.shops.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Blueprint">
          <NativeSelect
            value={blueprintId ?? ''}
            onChange={(e) => {
              setBlueprintId(toNumber(e.target.value))
              setProviderId(null)
            }}
          >
            <option value="">{blueprints.isLoading ? 'Loading…' : 'Choose a blueprint'}</option>
            {blueprints.data?.items.map((b) => (
              <option key={b.id} value={b.id}>
                {b.title}
                {b.brand ? ` (${b.brand})` : ''}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Print provider">
          <NativeSelect
            value={providerId ?? ''}
            disabled={!blueprintId}
            onChange={(e) => {
              setProviderId(toNumber(e.target.value))
              setColors([])
              setSizes([])
            }}
          >
            <option value="">Choose a print provider</option>
            {providers.data?.items.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {list.length > 0 && (
        <>
          <OptionChecks legend="Colours" options={allColors} value={colors} onChange={setColors} />
          <OptionChecks legend="Sizes" options={allSizes} value={sizes} onChange={setSizes} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Price (USD)"
              error={priceError}
              hint={`${chosen.length} ${chosen.length === 1 ? 'variant' : 'variants'}`}
            >
              <Input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
            </FormField>
            <FormField label="Placement">
              <NativeSelect value={position} onChange={(e) => setPosition(e.target.value)}>
                {positions.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
        </>
      )}
      <Button type="submit" loading={pending} disabled={!chosen.length || !!priceError || !shop}>
        Put into production
      </Button>
    </form>
  )
}
