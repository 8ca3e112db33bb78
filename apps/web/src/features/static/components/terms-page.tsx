import { Link } from 'react-router'
import { SUPPORT_EMAIL } from '@/lib/site-config'
import { Prose, StaticPage } from './static-page'

export function TermsPage() {
  return (
    <StaticPage eyebrow="Legal" title="Terms of Service" description="Last updated: November 2026">
      <Prose>
        <p>
          These terms govern your use of RDO shop, including buying merchandise, taking part in the community
          and joining the partner programme. By using the shop you agree to them.
        </p>

        <h2>Your account</h2>
        <p>
          You must give accurate information, keep your password safe and verify your email address before
          signing in. One person, one account: multiple accounts used to influence votes are not allowed. You
          are responsible for activity under your account.
        </p>

        <h2>Orders and prices</h2>
        <ul>
          <li>
            Prices are in US dollars and are confirmed at checkout; shipping is added according to the method
            you choose.
          </li>
          <li>
            Drops are limited and stock is reserved only when an order is placed. We may cancel an order, with
            a full refund, if an item sells out or was listed at an obvious pricing error.
          </li>
          <li>
            An order is accepted once payment is confirmed. Colours may vary slightly from screen to garment.
          </li>
        </ul>
        <p>
          Shipping and returns are covered by our <Link to="/shipping-info">shipping information</Link> and{' '}
          <Link to="/returns">returns policy</Link>.
        </p>

        <h2>Community designs</h2>
        <ul>
          <li>
            You may only submit work you created or have the right to use. Do not submit anything infringing,
            hateful or illegal.
          </li>
          <li>
            By submitting, you give us a non-exclusive, worldwide licence to display the design, let the
            community vote on it and, if selected, produce and sell merchandise with it.
          </li>
          <li>Designs are reviewed within 24-48 hours. We may reject or remove any design.</li>
          <li>
            If your design goes into production you receive 0.5 SOL once plus 5% of $RDO tokens from each sale
            of that design, paid to the wallet address you provide. We never ask you to connect a wallet to
            submit a design.
          </li>
          <li>
            Vote manipulation (bots, multiple accounts, paid votes) leads to removal of the votes and may lead
            to account suspension.
          </li>
        </ul>

        <h2>The $RDO token</h2>
        <p>
          $RDO is a community meme token on Solana. It is not an investment product and nothing on this site
          is financial advice. Token prices are volatile and you may lose everything you put in. Holder
          benefits (early access, token-gated designs, discounts and voting) and the buyback-and-burn
          programme may change or end. Only buy tokens from the official contract address shown on the{' '}
          <Link to="/token">token page</Link>, and never share your seed phrase: we will never ask for it.
        </p>

        <h2>Partner programme</h2>
        <p>
          Projects accepted into the <Link to="/partner-program">partner programme</Link> receive 20% of the
          price of every item sold from their store (shipping excluded, refunded orders taken back), paid
          monthly in their token. Either side may end the partnership with 30 days' notice. The programme page
          sets out the full terms.
        </p>

        <h2>Acceptable use</h2>
        <p>
          Do not attempt to disrupt the shop, access other users' data, scrape it at scale, or use it for
          anything unlawful. We may suspend accounts that break these terms.
        </p>

        <h2>Intellectual property</h2>
        <p>
          The RDO name, logo and original designs belong to RDO shop or their creators. Community designs
          remain the property of their creators, subject to the licence above.
        </p>

        <h2>Liability</h2>
        <p>
          The shop is provided as is. To the extent the law allows, we are not liable for indirect losses, and
          our total liability for any claim is limited to the amount you paid for the order concerned. Nothing
          in these terms limits rights you have as a consumer that cannot be excluded by law.
        </p>

        <h2>Changes</h2>
        <p>
          We may update these terms; the date above shows the latest version. Orders are governed by the terms
          in force when they were placed.
        </p>

        <h2>Contact</h2>
        <p>
          Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or the{' '}
          <Link to="/contact-us">contact form</Link>.
        </p>
      </Prose>
    </StaticPage>
  )
}
