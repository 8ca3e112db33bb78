import type { AdminDesignDetail } from '@rdo/contracts'
import { DesignImage } from './parts'

/** The main image large, the others as a grid of links that open the full file. */
export function DesignImages({ design }: { design: AdminDesignDetail }) {
  const images = design.images.length > 0 ? design.images : [design.image_url]
  const [primary, ...rest] = images
  return (
    <section aria-label="Images" className="space-y-3">
      <DesignImage eager url={primary!} alt={`${design.description}, main image`} />
      {rest.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {rest.map((url, i) => (
            <li key={`${url}-${i}`}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <DesignImage url={url} alt={`${design.description}, image ${i + 2} (opens in a new tab)`} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
