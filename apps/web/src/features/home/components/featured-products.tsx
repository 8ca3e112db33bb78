import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'
import type { ProductCard as ProductCardData } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { ProductCard, ProductCardSkeleton } from '@/features/catalog'
import { SectionHeading } from './section-heading'

interface FeaturedProductsProps {
  products: ProductCardData[] | undefined
  isPending: boolean
  isError: boolean
}

export function FeaturedProducts({ products, isPending, isError }: FeaturedProductsProps) {
  const items = (products ?? []).slice(0, 4)
  return (
    <section aria-labelledby="featured-title" className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <SectionHeading
        id="featured-title"
        eyebrow="Featured"
        title="Fresh off the press"
        action={
          <Button asChild variant="outline">
            <Link to="/products">
              View all
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      {isPending ? (
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {[0, 1, 2, 3].map((slot) => (
            <ProductCardSkeleton key={slot} />
          ))}
        </div>
      ) : items.length > 0 ? (
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {items.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      ) : (
        <div className="rounded-[12px] border border-dashed p-10 text-center">
          <p className="font-display text-lg font-semibold">
            {isError ? 'Featured products could not be loaded.' : 'The next drop is on its way.'}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">Browse the full collection in the meantime.</p>
        </div>
      )}
    </section>
  )
}
