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
    <div className={styles.hero}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}
