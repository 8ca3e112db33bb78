import type { SizeGuideRow } from '@rdo/contracts'

/** The optional size guide (docs/storefront.md#product-page): Size, Chest, Length, Sleeve, in cm. */
export function SizeGuideTable({ rows }: { rows: SizeGuideRow[] }) {
  return (
    <div className="overflow-x-auto rounded-[12px] border">
      <table className="w-full text-sm">
        <caption className="sr-only">Size guide in centimetres</caption>
        <thead className="bg-muted text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Size
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Chest (cm)
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Length (cm)
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Sleeve (cm)
            </th>
          </tr>
        </thead>
        <tbody className="divide-y font-mono">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="px-3 py-2 text-left font-semibold">
                {row.size}
              </th>
              <td className="px-3 py-2">{row.chest}</td>
              <td className="px-3 py-2">{row.length}</td>
              <td className="px-3 py-2">{row.sleeve}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
