import { Link } from '@rabbithole/design-system';
import { CONTACT_EMAIL, contactHref } from './public/contact.ts';
import { BulletList, Paragraph, ProsePage, ProseSection } from './public/Prose.tsx';

/** /policy: the Privacy Policy (spec.md sections 1 and 9: not for under 13, June 2025). */
export default function PolicyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      meta={
        <>
          Last updated <time dateTime="2025-06">June 2025</time>
        </>
      }
      lead="This policy says what Rabbithole collects about you, why, how long we keep it, and what you can ask us to do with it."
    >
      <ProseSection title="Children">
        <Paragraph>
          Rabbithole is not for children under 13, and we do not knowingly collect data from them.
          If you believe a child under 13 has an account, tell us and we will delete it.
        </Paragraph>
      </ProseSection>
      <ProseSection title="What we collect">
        <Paragraph>Account data, which you give us when you register:</Paragraph>
        <BulletList>
          {[
            'your username, e-mail address and, if you write one, the About text of your profile;',
            'your password, which we never store: we keep only a one-way hash of it;',
            'if you sign in with Google or Apple, the identifier that provider gives your account and the e-mail address it confirms.',
          ]}
        </BulletList>
        <Paragraph>Listening activity, which comes from using Rabbithole:</Paragraph>
        <BulletList>
          {[
            'the sets you play and how far you got, and your play queue;',
            'your likes, favourites, follows and watched IDs;',
            'the comments you post.',
          ]}
        </BulletList>
        <Paragraph>
          Technical data: the network address a request comes from, and a record of requests
          (address, page, time, outcome), which we need to keep the service secure and working. Your
          browser keeps your sign-in tokens in its local storage so you stay signed in; we use no
          advertising or tracking cookies.
        </Paragraph>
      </ProseSection>
      <ProseSection title="Why we use it">
        <BulletList>
          {[
            'To run your account: sign you in, keep you signed in, and reset your password when you ask.',
            'To give you the service: your queue, your library of likes and favourites, the artists you follow, notifications when an ID you watch is released.',
            'To protect accounts: we count failed sign-ins per username and per address and pause them when there are too many.',
            'To fix problems and improve Rabbithole.',
          ]}
        </BulletList>
        <Paragraph>
          We do not sell your data, and we do not use it for advertising. Your e-mail address is
          never shown to other users.
        </Paragraph>
      </ProseSection>
      <ProseSection title="Who else sees it">
        <Paragraph>
          Only the companies that help us run the service, and only what they need: our hosting
          provider, the service that delivers our e-mails, and Google or Apple if you choose to sign
          in with them. Your username, profile and comments are visible to other users. We disclose
          data to authorities only when the law requires it.
        </Paragraph>
      </ProseSection>
      <ProseSection title="How long we keep it">
        <BulletList>
          {[
            'Account data and listening activity: for as long as your account exists. When you delete your account, we delete them.',
            'A sign-in session ends after at most 30 days, and at once when you log out.',
            'A password reset link works once, for one hour.',
            'Request records: only as long as we need them to investigate problems and abuse.',
          ]}
        </BulletList>
      </ProseSection>
      <ProseSection title="Your rights">
        <Paragraph>You can ask us at any time to:</Paragraph>
        <BulletList>
          {[
            'tell you what data we hold about you and give you a copy of it;',
            'correct data that is wrong;',
            'delete your account and the data that goes with it;',
            'stop using your data for a purpose you object to.',
          ]}
        </BulletList>
        <Paragraph>
          Write to us from the address on your account. We answer within 30 days. Where you live may
          give you further rights, such as complaining to your data-protection authority.
        </Paragraph>
      </ProseSection>
      <ProseSection title="Changes to this policy">
        <Paragraph>
          When we change this policy we update the date at the top, and we tell you by e-mail or in
          the app before a significant change takes effect.
        </Paragraph>
      </ProseSection>
      <ProseSection title="Contact">
        <Paragraph>
          Questions about your privacy: <Link href={contactHref}>{CONTACT_EMAIL}</Link>.
        </Paragraph>
      </ProseSection>
    </ProsePage>
  );
}
