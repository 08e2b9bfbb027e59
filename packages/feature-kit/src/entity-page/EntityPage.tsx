import {
  CardCollection,
  EntityHeader,
  EntityHeaderSkeleton,
  Heading,
  NotFound,
  SocialLinks,
  Stack,
  Tabs,
  VisuallyHidden,
  type EntityHeaderProps,
  type TabItem,
} from '@rabbithole/design-system';
import type { ReactNode } from 'react';
import type { Detail } from '../detail/index.ts';
import type { FollowToggles } from '../engagement/index.ts';
import { socialLinksOf, type SocialFields } from './socials.ts';

// Placeholders have no Load More to press.
const noop = () => undefined;

const nouns = { artist: 'Artist', label: 'Label' } as const;

export interface EntityPageProps<Entity, Tab extends string> {
  kind: 'artist' | 'label';
  /** The page's entity as `useArtist` or `useLabel` gives it. */
  detail: Pick<Detail<Entity>, 'data' | 'isLoading' | 'isNotFound'>;
  /**
   * The selected tab, e.g. from the address (`?tab=remixes`); an unknown or hidden one selects
   * the first shown. Leave it out to let the tabs keep their own state.
   * @default undefined
   */
  tab?: string | null | undefined;
  /** Called with the tab the listener picks, to keep it in the address. @default undefined */
  onTabChange?: ((tab: Tab) => void) | undefined;
  tabsOf: (entity: Entity) => TabItem[];
  isTab: (value: string | null | undefined) => value is Tab;
  headerOf: (entity: Entity) => Omit<EntityHeaderProps, 'actions' | 'children' | 'kind'>;
  /** What the header shows below the social links: the Bio, or the curator panel. */
  panelOf: (entity: Entity) => ReactNode;
  /** The selected tab's list; each loads when its tab is first shown. */
  renderTab: (entity: Entity, tab: Tab) => ReactNode;
  /** Follow/Following and the likes toggle, pressable; without them the header only shows them. */
  toggles?: FollowToggles | undefined;
}

/**
 * An artist or label page: the header (art, name, credits, counts, Follow/Following, likes,
 * social links, a panel), then the tabs, each with its count and shown only above zero.
 */
export function EntityPage<Entity extends SocialFields & { name: string }, Tab extends string>({
  kind,
  detail: { data: entity, isLoading, isNotFound },
  tab,
  onTabChange,
  tabsOf,
  isTab,
  headerOf,
  panelOf,
  renderTab,
  toggles,
}: EntityPageProps<Entity, Tab>) {
  if (isNotFound) return <NotFound kind={kind} />;
  if (isLoading) {
    // The first tab's placeholders come with the header's, so the footer does not show and then
    // jump away when the page's entity arrives.
    return (
      <Stack space="xlarge">
        <EntityHeaderSkeleton kind={kind} />
        <CardCollection
          label="Sets"
          items={[]}
          isLoading
          isLoadingMore={false}
          hasMore={false}
          onLoadMore={noop}
        />
      </Stack>
    );
  }
  if (!entity) {
    // A failed load stays silent (spec.md section 8); the page keeps its one heading and loads
    // again when the tab regains focus or the connection comes back.
    return (
      <VisuallyHidden>
        <Heading level={1}>{nouns[kind]}</Heading>
      </VisuallyHidden>
    );
  }

  const tabs = tabsOf(entity);
  const firstShown = tabs.find((item) => (item.count ?? 1) > 0)?.id;
  const selection = onTabChange
    ? {
        selectedId: isTab(tab) ? tab : firstShown,
        onSelectionChange: (next: string) => {
          if (isTab(next)) onTabChange(next);
        },
      }
    : {};
  return (
    <Stack space="xlarge">
      <EntityHeader
        kind={kind}
        {...headerOf(entity)}
        {...(toggles && {
          follow: { isFollowed: toggles.follow.isSelected, onChange: toggles.follow.onChange },
          likes: toggles.likes,
        })}
      >
        <SocialLinks ownerName={entity.name} links={socialLinksOf(entity)} />
        {panelOf(entity)}
      </EntityHeader>
      <Tabs aria-label={`${nouns[kind]} sections`} tabs={tabs} {...selection}>
        {(shown) => (isTab(shown) ? renderTab(entity, shown) : null)}
      </Tabs>
    </Stack>
  );
}
