import { Footer, type FooterLink } from '@rabbithole/design-system';

/** spec.md section 2: an image-sharing and an audio-streaming site. */
const socialLinks: readonly FooterLink[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/rabbithole', icon: 'instagram' },
  { label: 'SoundCloud', href: 'https://soundcloud.com/rabbithole', icon: 'soundcloud' },
];

/** The footer of every page; mission and legal links are the design system's spec defaults. */
export function AppFooter() {
  return <Footer socialLinks={socialLinks} />;
}
