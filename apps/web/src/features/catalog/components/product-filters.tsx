import { useEffect, useState } from 'react'
import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { useCategories } from '../api/get-categories'
import { useDebouncedValue } from '@/lib/use-debounced-value'

interface ProductFiltersBarProps {
  q: string
  category: string
  onChange: (next: { q?: string; category?: string }) => void
}

/** Search (debounced into the URL) and the category dropdown. */
export function ProductFiltersBar({ q, category, onChange }: ProductFiltersBarProps) {
  const categories = useCategories()
  const [text, setText] = useState(q)
  const debounced = useDebouncedValue(text.trim(), 300)

  // Back/forward or a link changed ?q=: show it in the box (but keep a trailing space being typed).
  useEffect(() => setText((current) => (current.trim() === q ? current : q)), [q])

  useEffect(() => {
    if (debounced !== q) onChange({ q: debounced })
    // Only a settled keystroke should write the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced])

  return (
    <search className="mt-8 flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor="product-search" className="sr-only">
          Search products
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="product-search"
          type="search"
          placeholder="Search products..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-11 pl-9"
          autoComplete="off"
        />
      </div>
      <div className="sm:w-56">
        <label htmlFor="product-category" className="sr-only">
          Category
        </label>
        <NativeSelect
          id="product-category"
          value={category}
          onChange={(event) => onChange({ category: event.target.value })}
          className="h-11"
        >
          <option value="">All Categories</option>
          {categories.data?.items.map((item) => (
            <option key={item.id} value={item.slug}>
              {item.name}
            </option>
          ))}
          {/* A shared link with a category not (yet) in the list keeps its selection. */}
          {category && !categories.data?.items.some((item) => item.slug === category) && (
            <option value={category}>{category}</option>
          )}
        </NativeSelect>
      </div>
    </search>
  )
}
