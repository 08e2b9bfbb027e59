import { Link } from '@rabbithole/design-system';
import { CONTACT_EMAIL, contactHref } from './public/contact.ts';
import { Paragraph, ProsePage, ProseSection } from './public/Prose.tsx';

/** /contact: how to reach the team. There is no contact endpoint, so it is e-mail. */
export default function ContactPage() {
  return (
    <ProsePage
      title="Contact"
      lead={
        <>
          The quickest way to reach the Rabbithole team is e-mail:{' '}
          <Link href={contactHref}>{CONTACT_EMAIL}</Link>. A person reads every message.
        </>
      }
    >
      <ProseSection title="Trouble signing in">
        <Paragraph>
          If you forgot your password, use <Link href="/forgot-password">Forgot your password</Link>{' '}
          on the login page: we send a reset link to your e-mail address. If the mail does not
          arrive, check your spam folder, then write to us from the address on your account.
        </Paragraph>
      </ProseSection>
      <ProseSection title="Your data">
        <Paragraph>
          To see, correct or delete the data we hold about you, write to us from the address on your
          account and tell us your username. The <Link href="/policy">Privacy Policy</Link> explains
          what we keep and why.
        </Paragraph>
      </ProseSection>
      <ProseSection title="Artists, labels and curators">
        <Paragraph>
          Want your sets or releases on Rabbithole, or found a track credited wrongly? Send us a
          link and what should change.
        </Paragraph>
      </ProseSection>
      <ProseSection title="Legal notices">
        <Paragraph>
          Notices under the <Link href="/terms">Terms of Use</Link>, including a notice of dispute
          or opting out of arbitration, go to the same address with “Legal notice” in the subject.
        </Paragraph>
      </ProseSection>
    </ProsePage>
  );
}
