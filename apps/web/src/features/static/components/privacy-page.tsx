import { Link } from 'react-router'
import { PRIVACY_EMAIL } from '@/lib/site-config'
import { Prose, StaticPage } from './static-page'

export function PrivacyPage() {
  return (
    <StaticPage eyebrow="Legal" title="Privacy Policy" description="Last updated: November 2026">
      <Prose>
        <p>
          This policy explains what personal data RDO shop ("we", "us") collects when you browse the shop,
          create an account, place an order or take part in the community, why we collect it and the choices
          you have.
        </p>

        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> email address, password (stored only as a secure hash), full
            name, username, avatar, phone number and your default shipping address.
          </li>
          <li>
            <strong>Orders:</strong> items bought, amounts, shipping address, shipping method and order
            status. Payments are handled by our payment processor; we never see or store full card numbers.
          </li>
          <li>
            <strong>Community activity:</strong> designs you submit, votes, dislikes, comments and reviews.
          </li>
          <li>
            <strong>Wallet addresses:</strong> a Solana address you give us for rewards or link to your
            account, and the $RDO balance we read for it from the public blockchain.
          </li>
          <li>
            <strong>Support:</strong> messages you send us through the contact form or support tickets.
          </li>
          <li>
            <strong>Marketing preferences:</strong> whether you subscribed to the newsletter and which emails
            you want.
          </li>
          <li>
            <strong>Technical data:</strong> a session cookie that keeps you signed in, and your theme choice
            and cart stored in your own browser. We do not use advertising trackers.
          </li>
        </ul>

        <h2>How we use it</h2>
        <ul>
          <li>To run your account, process and ship orders, and handle returns.</li>
          <li>
            To answer support requests and send service emails such as order confirmations and shipping
            updates.
          </li>
          <li>
            To run community features: showing designs, counting votes, detecting vote manipulation and paying
            designer rewards.
          </li>
          <li>
            To send newsletters and offers, only if you opted in. Every marketing email has an unsubscribe
            link.
          </li>
          <li>To keep the shop secure, prevent fraud and meet legal obligations such as tax records.</li>
        </ul>

        <h2>Who we share it with</h2>
        <p>
          We share only what each service needs: print-on-demand and fulfilment partners (to produce your
          items), shipping carriers (to deliver them), our payment processor, and our email delivery provider.
          We do not sell your personal data.
        </p>

        <h2>Public blockchain data</h2>
        <p>
          Wallet addresses and token transactions on Solana are public by design. Anything recorded on chain,
          such as a reward payment, cannot be changed or deleted by us.
        </p>

        <h2>How long we keep it</h2>
        <p>
          Account data is kept while your account is open. Order records are kept for as long as tax and
          accounting law requires. Support conversations are kept for up to two years. When you close your
          account we delete or anonymise the rest.
        </p>

        <h2>Your rights</h2>
        <p>
          You can view and edit most of your data on your <Link to="/profile">profile</Link> and change email
          preferences in <Link to="/settings">settings</Link>. You may also ask us for a copy of your data, to
          correct it, to delete it or to stop processing it, by writing to{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We answer within 30 days.
        </p>

        <h2>Security</h2>
        <p>
          Passwords are hashed, connections are encrypted, uploaded images are re-encoded to strip hidden
          metadata, and staff access is limited to what their role needs. No system is perfectly secure; if a
          breach affects you, we will tell you without undue delay.
        </p>

        <h2>Children</h2>
        <p>The shop is not directed at children under 16, and we do not knowingly collect their data.</p>

        <h2>Changes</h2>
        <p>
          We will post any change to this policy on this page and update the date above. Significant changes
          will also be announced by email to account holders.
        </p>

        <h2>Contact</h2>
        <p>
          Questions about privacy: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>, or use the{' '}
          <Link to="/contact-us">contact form</Link>.
        </p>
      </Prose>
    </StaticPage>
  )
}
