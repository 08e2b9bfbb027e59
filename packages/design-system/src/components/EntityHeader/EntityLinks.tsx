import { Fragment } from 'react';
import { Link, type LinkVariant } from '../Link/Link';

/** A name that links to its page. */
export interface EntityLink {
  name: string;
  href: string;
}

/**
 * Names as links joined the way they are read: "A", "A & B", "A, B & C" (a b2b set's artists,
 * a label's founders).
 */
export function EntityLinks({
  links,
  variant,
}: {
  links: readonly EntityLink[];
  /** `standalone` for a line of names alone, `inline` inside a sentence ("Founder of …"). */
  variant: LinkVariant;
}) {
  return (
    <>
      {links.map((link, index) => (
        <Fragment key={`${link.href}-${index}`}>
          {index > 0 && (index === links.length - 1 ? ' & ' : ', ')}
          <Link href={link.href} variant={variant}>
            {link.name}
          </Link>
        </Fragment>
      ))}
    </>
  );
}
