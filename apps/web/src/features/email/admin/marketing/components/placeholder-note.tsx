/** The per-recipient placeholders custom content may use (filled and escaped by the server). */
const PLACEHOLDERS = [
  '{{first_name}}',
  '{{email}}',
  '{{subscriber_id}}',
  '{{unsubscribe_url}}',
  '{{discount_code}}',
]

export function PlaceholderNote() {
  return (
    <>
      {PLACEHOLDERS.map((p, i) => (
        <span key={p}>
          {i > 0 && (i === PLACEHOLDERS.length - 1 ? ' and ' : ', ')}
          <code className="font-mono text-foreground">{p}</code>
        </span>
      ))}{' '}
      are filled in for each recipient (the code is the one chosen below); a first name falls back to “there”.
    </>
  )
}
