import { Link } from '@rabbithole/design-system';
import { CONTACT_EMAIL, contactHref } from './public/contact.ts';
import { BulletList, Paragraph, ProsePage, ProseSection } from './public/Prose.tsx';

/**
 * /terms: the Terms of Use (spec.md sections 1 and 9: version 1.0, revised May 2025, 18+,
 * arbitration with a 30-day opt-out, 45-day conference, 60-day resolution, $50 liability cap).
 */
export default function TermsPage() {
  return (
    <ProsePage
      title="Terms of Use"
      meta={
        <>
          Version 1.0 · Revised <time dateTime="2025-05">May 2025</time>
        </>
      }
      lead="These terms are the agreement between you and Rabbithole when you use the service. Please read them, in particular the section on resolving disputes: it asks you to settle disputes by individual arbitration unless you opt out within 30 days."
    >
      <ProseSection title="1. Who may use Rabbithole">
        <Paragraph>
          You must be at least 18 years old to create an account and use Rabbithole. By using it you
          confirm that you are.
        </Paragraph>
      </ProseSection>
      <ProseSection title="2. Your account">
        <Paragraph>
          Keep your password to yourself and tell us at once if you think someone else is using your
          account. You are responsible for what happens under it. One person, one account.
        </Paragraph>
      </ProseSection>
      <ProseSection title="3. The beta and pricing">
        <Paragraph>
          Rabbithole is in beta and free to use. Features may change, and the service may sometimes
          be unavailable. A monthly subscription is planned; we will announce its price before it
          starts, and you will never be charged unless you choose to subscribe.
        </Paragraph>
      </ProseSection>
      <ProseSection title="4. The music">
        <Paragraph>
          Sets, tracks, artwork and descriptions belong to the artists, labels and curators who made
          them. You may stream them on Rabbithole for your own, non-commercial listening. You may
          not download, record, copy or redistribute them, or get around any protection of them.
          Tracks you buy are bought from an external store, under that store’s terms.
        </Paragraph>
      </ProseSection>
      <ProseSection title="5. What you post">
        <Paragraph>
          Your comments and profile stay yours. You give us permission to show them on Rabbithole
          for as long as they are there. Do not post what you have no right to post.
        </Paragraph>
      </ProseSection>
      <ProseSection title="6. Acceptable use">
        <BulletList>
          {[
            'No harassment, hate, threats or illegal content.',
            'No spam, impersonation or misleading credits.',
            'No scraping, automated access or attempts to break into accounts or the service.',
          ]}
        </BulletList>
        <Paragraph>
          We may remove content or suspend an account that breaks these rules. You may stop using
          Rabbithole and ask us to delete your account at any time.
        </Paragraph>
      </ProseSection>
      <ProseSection title="7. No warranty">
        <Paragraph>
          Rabbithole is provided as it is and as available, without warranties of any kind, to the
          extent the law allows.
        </Paragraph>
      </ProseSection>
      <ProseSection title="8. Limitation of liability">
        <Paragraph>
          To the extent the law allows, Rabbithole is not liable for indirect or consequential
          losses, and our total liability to you for any claim arising from these terms or the
          service is limited to fifty dollars ($50).
        </Paragraph>
      </ProseSection>
      <ProseSection title="9. Resolving disputes and arbitration">
        <Paragraph>
          Most concerns can be settled quickly by writing to us. If a dispute arises, the party
          raising it first sends the other a written notice describing it and the remedy sought.
        </Paragraph>
        <BulletList>
          {[
            'Informal conference: within 45 days of the notice, we and you meet (by phone or video) in good faith to try to resolve the dispute.',
            'Arbitration: if the dispute is not resolved within 60 days of the notice, either party may start binding arbitration. Arbitration is individual: no class or representative proceedings.',
            'Small claims: either party may bring an individual claim in small-claims court instead.',
            'Opting out: you may opt out of arbitration by sending us a written notice within 30 days of first accepting these terms. Your other rights under these terms stay the same.',
          ]}
        </BulletList>
      </ProseSection>
      <ProseSection title="10. Changes to these terms">
        <Paragraph>
          When we change these terms we publish a new version with its revision date, and tell you
          before significant changes take effect. Continuing to use Rabbithole after that means you
          accept them.
        </Paragraph>
      </ProseSection>
      <ProseSection title="11. Contact">
        <Paragraph>
          Notices, including an arbitration opt-out, go to{' '}
          <Link href={contactHref}>{CONTACT_EMAIL}</Link>. Our handling of your data is described in
          the <Link href="/policy">Privacy Policy</Link>.
        </Paragraph>
      </ProseSection>
    </ProsePage>
  );
}
