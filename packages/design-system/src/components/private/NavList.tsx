import { Link } from '../Link/Link';
import { isActive, mainNavItems } from './mainNav';
import * as styles from './NavList.css';

interface NavListProps {
  activePath: string;
  direction: 'row' | 'column';
  /** Called as a link is followed (the side menu closes). */
  onNavigate?: () => void;
}

/** Sets, Tracks, Artists, Labels, with the current section marked `aria-current="page"`. */
export function NavList({ activePath, direction, onNavigate }: NavListProps) {
  return (
    <ul className={`${styles.list} ${styles.direction[direction]}`}>
      {mainNavItems.map(({ label, href }) => {
        const current = isActive(activePath, href);
        return (
          <li key={href}>
            <Link
              href={href}
              variant="nav"
              aria-current={current ? 'page' : undefined}
              onPress={onNavigate}
            >
              {current && <span className={styles.dot} aria-hidden="true" />}
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
