import { useId } from 'react';
import type { EntityKind } from '../EntityHeader/EntityHeader';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { EmptyRecordIcon } from '../private/entityIcons';
import { Text } from '../Text/Text';
import * as styles from './NotFound.css';

const copy: Record<EntityKind, { noun: string; title: string; list: string; listName: string }> = {
  artist: {
    noun: 'artist',
    title: 'Artist not found',
    list: '/artists',
    listName: 'Discover Artists',
  },
  label: { noun: 'label', title: 'Label not found', list: '/labels', listName: 'Discover Labels' },
  set: { noun: 'set', title: 'Set not found', list: '/sets', listName: 'Discover Sets' },
  track: { noun: 'track', title: 'Track not found', list: '/tracks', listName: 'Discover Tracks' },
};

/** The state's heading, "Set not found": also the tab's title while it is shown. */
export function notFoundTitle(kind: EntityKind): string {
  return copy[kind].title;
}

export interface NotFoundProps {
  /** What the page was to show; decides the words and where the way out leads. */
  kind: EntityKind;
}

/**
 * A detail page's state for an id nobody knows (a 404 from the API): the page's one `h1`
 * ("Artist not found"), a line saying why, and a link to the matching discover list, so a stale
 * or mistyped link never ends on a blank page.
 */
export function NotFound({ kind }: NotFoundProps) {
  const { noun, title, list, listName } = copy[kind];
  const titleId = useId();
  return (
    <section className={styles.notFound} aria-labelledby={titleId}>
      <span className={styles.icon}>
        <EmptyRecordIcon />
      </span>
      <Heading level={1} size={2} id={titleId}>
        {title}
      </Heading>
      <Text tone="muted" align="center">
        This {noun} may have been removed, or the link may be mistyped.
      </Text>
      <Link href={list} variant="standalone">
        {listName}
      </Link>
    </section>
  );
}
