import { PARTNER_MIN_PAYOUT_CENTS, PARTNER_SHARE_PERCENT } from '@rdo/contracts/partner-messages'
import { TermsDialog, type TermsDialogProps } from '../terms-dialog'

/** The partner programme's terms, readable without leaving the half-filled application. */
export function PartnerTermsDialog(props: TermsDialogProps) {
  return (
    <TermsDialog
      {...props}
      title="Partner programme terms"
      description="What you agree to when you apply as a partner."
    >
      <li>
        We review every application within 48 hours and may accept or decline it. You must be entitled to
        represent the project and to let us use its name, token symbol and logo on merchandise.
      </li>
      <li>
        We produce and ship your store&apos;s products and handle customer support. There is no upfront cost,
        no stock to buy and no minimum order.
      </li>
      <li>
        You earn {PARTNER_SHARE_PERCENT}% of the price of every item sold from your store (shipping excluded;
        a refunded order takes its share back), paid in your project&apos;s token to the Solana wallet you
        give us.
      </li>
      <li>
        Payouts are made monthly, on the 1st, once your balance reaches the equivalent of $
        {PARTNER_MIN_PAYOUT_CENTS / 100}; a smaller balance carries over to the next month.
      </li>
      <li>
        Each design for your store is reviewed before it goes on sale. We may decline or withdraw a design or
        product at any time.
      </li>
      <li>
        Either side may end the partnership with 30 days&apos; notice. Revenue share earned until then is
        still paid out.
      </li>
    </TermsDialog>
  )
}
