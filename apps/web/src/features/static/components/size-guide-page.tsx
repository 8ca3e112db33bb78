import { Link } from 'react-router'
import { Ruler } from 'lucide-react'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { Prose, StaticPage } from './static-page'

type Row = [size: string, chest: string, length: string, sleeve: string]

const T_SHIRTS: Row[] = [
  ['XS', '86-91', '66', '19'],
  ['S', '91-97', '69', '20'],
  ['M', '97-102', '72', '21'],
  ['L', '102-107', '75', '22'],
  ['XL', '107-112', '78', '23'],
  ['2XL', '112-117', '81', '24'],
  ['3XL', '117-122', '84', '25'],
]

const HOODIES: Row[] = [
  ['XS', '92-97', '64', '60'],
  ['S', '97-102', '67', '62'],
  ['M', '102-107', '70', '64'],
  ['L', '107-112', '73', '66'],
  ['XL', '112-117', '76', '68'],
  ['2XL', '117-122', '79', '70'],
  ['3XL', '122-127', '82', '72'],
]

function SizeTable({ title, rows }: { title: string; rows: Row[] }) {
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-title`
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Size</TableHead>
            <TableHead>Chest (cm)</TableHead>
            <TableHead>Length (cm)</TableHead>
            <TableHead>Sleeve (cm)</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(([size, chest, length, sleeve]) => (
            <TableRow key={size}>
              <TableCell className="font-semibold">{size}</TableCell>
              <TableCell className="font-mono">{chest}</TableCell>
              <TableCell className="font-mono">{length}</TableCell>
              <TableCell className="font-mono">{sleeve}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  )
}

export function SizeGuidePage() {
  return (
    <StaticPage
      eyebrow="Support"
      title="Size Guide"
      description="All measurements are body measurements in centimetres. Our fits are relaxed streetwear cuts."
    >
      <div className="flex flex-col gap-10">
        <SizeTable title="T-Shirts" rows={T_SHIRTS} />
        <SizeTable title="Hoodies" rows={HOODIES} />
        <section className="rounded-[12px] border bg-card p-6">
          <h2 className="flex items-center gap-2 font-display text-lg font-bold">
            <Ruler className="size-5 text-primary" aria-hidden="true" />
            How to measure
          </h2>
          <Prose className="mt-3 text-sm">
            <ul>
              <li>
                <strong>Chest:</strong> measure around the fullest part of your chest, keeping the tape
                horizontal.
              </li>
              <li>
                <strong>Length:</strong> from the highest point of the shoulder down to the hem.
              </li>
              <li>
                <strong>Sleeve:</strong> from the shoulder seam to the end of the sleeve.
              </li>
              <li>
                Between two sizes? Take the larger one for an oversized fit, the smaller one for a closer fit.
              </li>
            </ul>
          </Prose>
        </section>
        <p className="text-muted-foreground">
          Still unsure about your size?{' '}
          <Link to="/contact" className="font-medium text-primary hover:underline">
            Contact us
          </Link>{' '}
          and we will help you pick.
        </p>
      </div>
    </StaticPage>
  )
}
