import { useState } from 'react'
import { Link } from 'react-router'
import { Factory } from 'lucide-react'
import { toast } from 'sonner'
import {
  DESIGN_REWARD_MESSAGES as M,
  PARTNER_PRODUCT_TYPES,
  PARTNER_STORE_CATALOGUE,
  type PartnerDesign,
  type PartnerProductType,
} from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { ProductionForm } from '@/features/design-rewards'
import { usePartnerProductions, usePublishPartnerDesign } from '../api/partner-production'

/**
 * "Put into production" for an approved partner design: the store type the Printify product takes over,
 * then the Printify choices. Lists the types already made, each linking to its product.
 */
export function PartnerProductionDialog({ design }: { design: PartnerDesign }) {
  const [open, setOpen] = useState(false)
  const [type, setType] = useState<PartnerProductType>('hoodie')
  const productions = usePartnerProductions(design.id, open)
  const publish = usePublishPartnerDesign(design.id)
  const list = productions.data?.productions ?? []
  const current = list.find((p) => p.product_type === type)
  const label = (t: string | null) => PARTNER_STORE_CATALOGUE[t as PartnerProductType]?.label ?? t
  return (
    <Dialog open={open} onOpenChange={(next) => !publish.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Put ${design.title} into production`}>
          <Factory aria-hidden="true" />
          Production
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Put into production</DialogTitle>
          <DialogDescription>
            Make “{design.title}” a Printify product: it replaces the store’s product of the chosen type.
          </DialogDescription>
        </DialogHeader>
        {list.length > 0 && (
          <ul className="space-y-1 text-sm" aria-label="Productions">
            {list.map((p) => (
              <li key={p.id}>
                <span className="font-medium">{label(p.product_type)}</span>:{' '}
                {p.status === 'published' && p.product_slug ? (
                  <Link
                    className="text-primary underline-offset-4 hover:underline"
                    to={`/products/${p.product_slug}`}
                  >
                    on sale (Printify product {p.printify_product_id})
                  </Link>
                ) : (
                  <span className="text-muted-foreground">
                    {p.status === 'failed' ? 'failed' : 'being made'}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        <ProductionForm
          key={type}
          defaultTitle={`${design.title} ${label(type)}`}
          lastError={current?.status === 'failed' ? current.error : null}
          pending={publish.isPending}
          error={publish.error}
          onPublish={(body) =>
            publish.mutate(
              { ...body, product_type: type },
              {
                onSuccess: () => {
                  toast.success(M.published)
                  setOpen(false)
                },
              },
            )
          }
        >
          <FormField label="Store product it replaces">
            <NativeSelect
              value={type}
              onChange={(e) => {
                setType(e.target.value as PartnerProductType)
                publish.reset()
              }}
            >
              {PARTNER_PRODUCT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {label(t)}
                  {list.some((p) => p.product_type === t && p.status === 'published') ? ' (on Printify)' : ''}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </ProductionForm>
      </DialogContent>
    </Dialog>
  )
}
