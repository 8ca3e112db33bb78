import { TriangleAlert } from 'lucide-react'

/** The sender's duties before a bulk send, always in view next to its button. */
export function BulkWarning() {
  return (
    <aside
      aria-label="Before you send"
      className="flex items-start gap-3 rounded-[12px] border border-warning/30 bg-warning-soft p-4 text-sm text-warning"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <ul className="list-disc space-y-1 pl-4">
        <li>Send only to subscribers who opted in: the segment takes active subscribers only.</li>
        <li>Every email carries an unsubscribe link; keep {'{{unsubscribe_url}}'} in custom HTML.</li>
        <li>Send yourself a test first and check it on a phone and in dark mode.</li>
        <li>Large sends are paced (emails per second) so providers do not flag the shop as a spammer.</li>
      </ul>
    </aside>
  )
}
