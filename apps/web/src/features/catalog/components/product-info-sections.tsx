import type { ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
import type { ProductDetail } from '@rdo/contracts'
import { SizeGuideTable } from './size-guide-table'

function Section({ title, children, open }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details open={open} className="group border-b py-4 first:border-t">
      <summary className="flex cursor-pointer list-none items-center justify-between font-display font-semibold [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-150 group-open:rotate-180"
        />
      </summary>
      <div className="mt-3 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </details>
  )
}

/** Materials with percentages, care, fit and the size guide, as disclosure sections. */
export function ProductInfoSections({ product }: { product: ProductDetail }) {
  return (
    <div>
      {product.materials.length > 0 && (
        <Section title="Materials" open>
          <ul className="flex flex-col gap-2">
            {product.materials.map((material) => (
              <li key={material.id} className="flex items-baseline justify-between gap-4">
                <span>
                  <span className="font-medium text-foreground">{material.name}</span>
                  {material.description && <span className="block text-xs">{material.description}</span>}
                </span>
                <span className="font-mono font-semibold text-foreground">{material.percentage}%</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {product.fit_description && <Section title="Fit">{product.fit_description}</Section>}
      {product.care_instructions && (
        <Section title="Care Instructions">
          <p className="whitespace-pre-line">{product.care_instructions}</p>
        </Section>
      )}
      {product.size_guide.length > 0 && (
        <Section title="Size Guide">
          <SizeGuideTable rows={product.size_guide} />
        </Section>
      )}
    </div>
  )
}
