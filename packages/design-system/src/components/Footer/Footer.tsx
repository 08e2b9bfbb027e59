import { Box } from '../Box/Box';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as styles from './Footer.css';

/** A footer link: its visible text and where it goes. */
export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterProps {
  /** The mission blurb under the logo. */
  mission: string;
  /** The product's social accounts (spec.md section 2: an image-sharing and an audio site). */
  socialLinks: readonly FooterLink[];
  /** About, Privacy Policy and Terms, as the app's route table spells their paths. */
  legalLinks: readonly FooterLink[];
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
      <Stack component="ul" space={{ xs: 'small', md: 'large' }} direction="row" wrap>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} variant="nav">
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

/** The page footer: logo, mission, social and legal links, and the copyright line. */
export function Footer({
  mission,
  socialLinks,
  legalLinks,
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
            <Text size="large" weight="bold" component="span">
              <Link href={logoHref} variant="subtle">
                {productName}
              </Link>
            </Text>
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
