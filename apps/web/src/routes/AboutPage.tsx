import { Link } from '@rabbithole/design-system';
import { contactHref } from './public/contact.ts';
import { BulletList, Paragraph, ProsePage, ProseSection } from './public/Prose.tsx';

/** /about: what Rabbithole is, for whom, and what it costs (spec.md section 1). */
export default function AboutPage() {
  return (
    <ProsePage
      title="About"
      lead="Rabbithole opens access to electronic music producers, so that new talent can be discovered."
    >
      <ProseSection title="What Rabbithole is">
        <Paragraph>
          Rabbithole is a home for fans and listeners of electronic music. It gathers DJ sets with
          identified track lists, the tracks in them, and the artists, independent labels and
          curators — promoters and venues — behind them, so you can follow a sound from a set to the
          producer who made it.
        </Paragraph>
      </ProseSection>
      <ProseSection title="What you can do">
        <BulletList>
          {[
            'Browse sets, tracks, artists and labels, with a genre filter, sorting and search.',
            'Follow the artists and labels you love.',
            'Play sets in a player that stays with you from page to page, and keep a queue.',
            'Like and favourite sets and tracks, and comment on them.',
            'Watch IDs — tracks heard in a set but not yet identified — and be told when one is released.',
            'Share links to sets and tracks, and buy tracks from an external store.',
          ]}
        </BulletList>
      </ProseSection>
      <ProseSection title="Pricing">
        <Paragraph>
          Rabbithole is in beta, and the beta is free. A monthly subscription is planned. Before it
          starts we will say what it costs and what it includes, and nobody will be charged without
          choosing to subscribe.
        </Paragraph>
      </ProseSection>
      <ProseSection title="Artists, labels and curators">
        <Paragraph>
          If you make or curate electronic music and want your sets or releases on Rabbithole, or
          something about your work is wrong here, <Link href={contactHref}>write to us</Link>.
        </Paragraph>
      </ProseSection>
      <ProseSection title="Get in touch">
        <Paragraph>
          Questions, ideas or problems: see <Link href="/contact">Contact</Link>. How we handle your
          data is in the <Link href="/policy">Privacy Policy</Link>, and the rules of the service
          are in the <Link href="/terms">Terms of Use</Link>.
        </Paragraph>
      </ProseSection>
    </ProsePage>
  );
}
