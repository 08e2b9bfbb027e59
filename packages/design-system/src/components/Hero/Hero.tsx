import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as styles from './Hero.css';

export interface HeroProps {
  /** The page's title, rendered as its only `h1`. */
  title: string;
  /** One line under the title saying what the page is for. */
  subtitle?: string;
}

/** The banner at the top of a list page. */
export function Hero({ title, subtitle }: HeroProps) {
  return (
    <Stack space="small" className={styles.hero}>
      <Heading level={1}>{title}</Heading>
      {subtitle && (
        <div className={styles.subtitle}>
          <Text size="lead" tone="muted">
            {subtitle}
          </Text>
        </div>
      )}
    </Stack>
  );
}
