import type { Page } from '@rabbithole/api-contract';
import { SectionList, Stack, type CardItem, type CardShape } from '@rabbithole/design-system';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReadRequest } from '../api/index.ts';
import { setCardItem } from '../sets/index.ts';
import { homeListRequests } from './api.ts';
import { artistCardItem, labelCardItem, trackCardItem } from './cardItems.ts';
import { useHomeList } from './useHomeList.ts';

// Built once: the keys are the ones the app preloads (its routeTable.ts), the fetchers the guest client
// every catalog list reads through.
const requests = homeListRequests();

interface Shelf<Item> {
  title: string;
  /** Names the list in the log line of a failed load. */
  what: string;
  request: ReadRequest<Page<Item>>;
  toCard: (item: Item) => CardItem;
  cardShape: CardShape;
  emptyMessage: string;
  /** Its first cards whose art loads at once and first (SectionList's `priorityCount`). */
  priorityCount?: number;
}

const shelf = <Item,>(definition: Shelf<Item>) => definition as Shelf<unknown>;

/**
 * /home's shelves, top to bottom: Featured Sets (the sets listeners enjoyed most in the catalog's
 * last year), Newest Tracks (newest release first), Featured Artists and Featured Labels (the
 * most sets lately).
 */
const shelves = [
  shelf({
    title: 'Featured Sets',
    what: 'featured sets',
    request: requests.featuredSets,
    toCard: setCardItem,
    cardShape: 'set',
    emptyMessage: 'No sets found.',
    // Its first cards' art is the page's largest paint: asked for with the page, not after its
    // layout as lazy art is (2 cards show whole on a 390 px phone).
    priorityCount: 2,
  }),
  shelf({
    title: 'Newest Tracks',
    what: 'newest tracks',
    request: requests.newestTracks,
    toCard: trackCardItem,
    cardShape: 'subtitled',
    emptyMessage: 'No tracks found.',
  }),
  shelf({
    title: 'Featured Artists',
    what: 'featured artists',
    request: requests.featuredArtists,
    toCard: artistCardItem,
    cardShape: 'plain',
    emptyMessage: 'No artists found.',
  }),
  shelf({
    title: 'Featured Labels',
    what: 'featured labels',
    request: requests.featuredLabels,
    toCard: labelCardItem,
    cardShape: 'plain',
    emptyMessage: 'No labels found.',
  }),
];

/** Where a shelf is: waiting for its answer, holding or rendering one, or showing what it got. */
type ShelfPhase = 'waiting' | 'answered' | 'settled';

/**
 * The four lists of /home, each a shelf whose height is fixed before its data arrives. Answers
 * are shown top down: a shelf holds its answer while a shelf above it has one it has not shown
 * yet. Drawn together, the twenty set cards at the top (the page's largest paint) waited for all
 * eighty cards, some 1.1 s of rendering at a phone's CPU speed. A shelf never waits for one that
 * is still waiting for its own answer, and one whose answer is cached when the page opens
 * (coming back to it) shows it at once.
 */
export function HomeListsContainer() {
  const [phases, setPhases] = useState<readonly ShelfPhase[]>(() => shelves.map(() => 'waiting'));
  const report = useCallback(
    (index: number, phase: ShelfPhase) =>
      setPhases((known) =>
        known[index] === phase ? known : known.map((was, at) => (at === index ? phase : was)),
      ),
    [],
  );
  return (
    <Stack space="xxlarge">
      {shelves.map((definition, index) => (
        <ShelfContainer
          key={definition.title}
          {...definition}
          index={index}
          mayShow={
            phases[index] === 'settled' ||
            phases.slice(0, index).every((above) => above !== 'answered')
          }
          onPhase={report}
        />
      ))}
    </Stack>
  );
}

function ShelfContainer<Item>({
  title,
  what,
  request,
  toCard,
  cardShape,
  emptyMessage,
  priorityCount,
  index,
  mayShow,
  onPhase,
}: Shelf<Item> & {
  index: number;
  mayShow: boolean;
  onPhase: (index: number, phase: ShelfPhase) => void;
}) {
  const list = useHomeList(request, what, { mayShow });
  const items = useMemo(() => list.data.map(toCard), [list.data, toCard]);
  const failed = list.error !== undefined && list.data.length === 0;
  const phase = list.isLoading ? (list.hasAnswer ? 'answered' : 'waiting') : 'settled';
  // In a passive effect, which React runs after the commit's frame is painted (unless an urgent
  // update comes first): the shelf below starts rendering after this one is on screen.
  useEffect(() => onPhase(index, phase), [onPhase, index, phase]);
  return (
    <SectionList
      title={title}
      cardShape={cardShape}
      items={items}
      isLoading={list.isLoading}
      // A failed load stays silent (spec.md section 8), so it must not read as "nothing found".
      emptyMessage={failed ? undefined : emptyMessage}
      priorityCount={priorityCount}
    />
  );
}
