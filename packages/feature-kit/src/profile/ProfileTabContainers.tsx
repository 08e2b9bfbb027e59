import { artistCardItem, CardsTab, labelCardItem, TracksTab } from '../entity-page/index.ts';
import { setCardItem } from '../sets/index.ts';
import { profileEmptyMessages, profileTabLabels, type ProfileTab } from './profileView.ts';
import {
  useLikedArtists,
  useLikedLabels,
  useLikedSets,
  useLikedTracks,
  useWatchedIds,
} from './useProfileTab.ts';

interface ProfileTabProps {
  userId: number;
}

function LikedSets({ userId }: ProfileTabProps) {
  return (
    <CardsTab
      label={profileTabLabels.sets}
      list={useLikedSets(userId)}
      toItem={setCardItem}
      emptyMessage={profileEmptyMessages.sets}
    />
  );
}

function LikedTracks({ userId }: ProfileTabProps) {
  return (
    <TracksTab
      label={profileTabLabels.tracks}
      list={useLikedTracks(userId)}
      emptyMessage={profileEmptyMessages.tracks}
    />
  );
}

function WatchedIds({ userId }: ProfileTabProps) {
  return (
    <TracksTab
      label={profileTabLabels.ids}
      list={useWatchedIds(userId)}
      emptyMessage={profileEmptyMessages.ids}
      canWatch
    />
  );
}

function LikedArtists({ userId }: ProfileTabProps) {
  return (
    <CardsTab
      label={profileTabLabels.artists}
      list={useLikedArtists(userId)}
      toItem={artistCardItem}
      emptyMessage={profileEmptyMessages.artists}
    />
  );
}

function LikedLabels({ userId }: ProfileTabProps) {
  return (
    <CardsTab
      label={profileTabLabels.labels}
      list={useLikedLabels(userId)}
      toItem={labelCardItem}
      emptyMessage={profileEmptyMessages.labels}
    />
  );
}

export interface ProfileTabPanelProps extends ProfileTabProps {
  tab: ProfileTab;
}

/** The selected tab's list; each loads when its tab is first shown. */
export function ProfileTabPanel({ userId, tab }: ProfileTabPanelProps) {
  switch (tab) {
    case 'sets':
      return <LikedSets userId={userId} />;
    case 'tracks':
      return <LikedTracks userId={userId} />;
    case 'ids':
      return <WatchedIds userId={userId} />;
    case 'artists':
      return <LikedArtists userId={userId} />;
    case 'labels':
      return <LikedLabels userId={userId} />;
  }
}
