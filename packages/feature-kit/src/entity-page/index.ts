// The entity-page/ folder's public entry: what the artist and label pages share (house style 8).
export { artistCardItem, countLine, labelCardItem } from './cardItems.ts';
export {
  CardsTab,
  SetsTab,
  TracksTab,
  type CardsTabProps,
  type SetsTabProps,
  type TracksTabProps,
} from './EntityListTab.tsx';
export { socialLinksOf, type SocialFields } from './socials.ts';
export { EntityPage, type EntityPageProps } from './EntityPage.tsx';
export { useEntityList } from './useEntityList.ts';
