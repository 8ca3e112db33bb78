import { ProductCard, ProductCardSkeleton } from './product-card'
import { useRelatedProducts } from '../api/get-related-products'

export function RelatedProducts({ slug }: { slug: string }) {
  const related = useRelatedProducts(slug)
  if (related.isError || (related.isSuccess && related.data.items.length === 0)) return null
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="text-2xl font-bold">
        You May Also Like
      </h2>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {related.isPending
          ? [0, 1, 2, 3].map((slot) => <ProductCardSkeleton key={slot} />)
          : related.data.items.map((product) => <ProductCard key={product.id} product={product} />)}
      </div>
    </section>
  )
}
