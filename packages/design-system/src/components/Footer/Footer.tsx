import { Box } from '../Box/Box';
import { icon as iconStyle } from '../Button/Button.css';
import { Link } from '../Link/Link';
import { Logo } from '../Logo/Logo';
import { InstagramIcon, SoundCloudIcon } from '../private/icons';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as styles from './Footer.css';

/** Networks the footer has a glyph for (spec.md section 2: image-sharing and audio-streaming). */
export const footerIcons = ['instagram', 'soundcloud'] as const;
export type FooterIcon = (typeof footerIcons)[number];

const icons = { instagram: InstagramIcon, soundcloud: SoundCloudIcon } as const satisfies Record<
  FooterIcon,
  unknown
>;

/** A footer link: its visible text (also its accessible name) and where it goes. */
export interface FooterLink {
  label: string;
  href: string;
  /** A glyph before the label, for a social network. */
  icon?: FooterIcon;
}

/** About, Privacy Policy and Terms at the paths spec.md section 2 gives them. */
export const defaultLegalLinks: readonly FooterLink[] = [
  { label: 'About', href: '/about' },
  { label: 'Privacy Policy', href: '/policy' },
  { label: 'Terms', href: '/terms' },
];

/** spec.md section 1, the product's purpose in one sentence. */
export const defaultMission =
  'Rabbithole opens access to electronic music producers so that new talent can be discovered.';

export interface FooterProps {
  /**
   * The mission blurb under the logo.
   * @default defaultMission
   */
  mission?: string;
  /** The product's social accounts: an image-sharing and an audio-streaming site. */
  socialLinks: readonly FooterLink[];
  /**
   * About, Privacy Policy and Terms.
   * @default defaultLegalLinks
   */
  legalLinks?: readonly FooterLink[];
  /**
   * The copyright year. Pass it in stories and tests so their output never depends on the date.
   * @default the current year
   */
  year?: number;
  /**
   * The name in the logo and the copyright line.
   * @default 'Rabbithole'
   */
  productName?: string;
  /**
   * Where the logo goes.
   * @default '/'
   */
  logoHref?: string;
}

function LinkList({ label, links }: { label: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={label}>
      <Stack component="ul" space={{ xs: 'medium', md: 'large' }} direction="row" wrap>
        {links.map((link) => {
          const Icon = link.icon && icons[link.icon];
          return (
            <li key={link.href}>
              <Link href={link.href} variant="nav">
                <span className={styles.linkContent}>
                  {Icon && (
                    <span className={iconStyle}>
                      <Icon />
                    </span>
                  )}
                  {link.label}
                </span>
              </Link>
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}

/** The page footer: logo, mission, social and legal links, and the copyright line. */
export function Footer({
  mission = defaultMission,
  socialLinks,
  legalLinks = defaultLegalLinks,
  year = new Date().getFullYear(),
  productName = 'Rabbithole',
  logoHref = '/',
}: FooterProps) {
  return (
    <Box
      component="footer"
      className={styles.footer}
      paddingX={{ xs: 'medium', md: 'xlarge' }}
      paddingY="xlarge"
    >
      <Stack space="large">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          justify="spaceBetween"
          align={{ xs: 'stretch', md: 'start' }}
          space="large"
        >
          <Stack space="small" className={styles.mission}>
            <Box display="flex">
              <Logo href={logoHref} productName={productName} />
            </Box>
            <Text size="small" tone="muted">
              {mission}
            </Text>
          </Stack>
          <LinkList label="Social" links={socialLinks} />
        </Stack>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          justify="spaceBetween"
          align={{ xs: 'stretch', md: 'center' }}
          space="medium"
          className={styles.bottomRow}
        >
          <Text size="small" tone="muted">
            © {year} {productName}
          </Text>
          <LinkList label="Legal" links={legalLinks} />
        </Stack>
      </Stack>
    </Box>
  );
}
