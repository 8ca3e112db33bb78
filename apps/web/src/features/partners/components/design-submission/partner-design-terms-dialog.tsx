import { TermsDialog, type TermsDialogProps } from '../terms-dialog'

/** What a partner agrees to for each design sent to their store. */
export function PartnerDesignTermsDialog(props: TermsDialogProps) {
  return (
    <TermsDialog
      {...props}
      title="Partner design terms"
      description="What you agree to when you submit a design for your store."
    >
      <li>
        You own the design or have the right to use it, and you let us print it on your store&apos;s products
        and show it on your store pages and embeds.
      </li>
      <li>Nothing infringing, hateful or illegal. We review each design and may decline or withdraw it.</li>
      <li>
        An approved design goes on sale in your store as a t-shirt, hoodie and hat, and its sales count
        towards your revenue share under the partner programme terms.
      </li>
    </TermsDialog>
  )
}
