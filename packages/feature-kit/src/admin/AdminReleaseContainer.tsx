import type { Track } from '@rabbithole/api-contract';
import { AdminRelease, type ReleaseOption, type ReleaseSearch } from '@rabbithole/design-system';
import { idOption, trackOption } from './releaseOption.ts';
import { useAdminRelease, type TrackSearch } from './useAdminRelease.ts';

/** A search of the hook as the page's picker takes it. */
function pickerOf(
  search: TrackSearch,
  toOption: (track: Track) => ReleaseOption,
  emptyMessage: string,
): ReleaseSearch {
  return {
    onSearch: search.setSearch,
    results: search.results.map(toOption),
    isLoading: search.isLoading,
    emptyMessage,
    selectedId: search.chosen?.id ?? null,
    onSelect: (option) =>
      search.choose(search.results.find((track) => track.id === option.id) ?? null),
  };
}

// A failed search is only logged (spec.md section 8): the hint stays, never "nothing found".
const idsHint = 'Search IDs by title, artist or set.';
const tracksHint = 'Search released tracks by title, artist or label.';

/**
 * The admin page (for the app to show to admins only, see `isAdmin`): release an ID as the track
 * it turned out to be, which tells every listener who watched it or liked a moment while it played.
 */
export function AdminReleaseContainer() {
  const { ids, tracks, isReleasing, released, error, release } = useAdminRelease();
  return (
    <AdminRelease
      ids={pickerOf(
        ids,
        idOption,
        ids.error !== undefined ? idsHint : ids.search ? 'No IDs found.' : 'Every ID is released.',
      )}
      tracks={pickerOf(
        tracks,
        trackOption,
        !tracks.search || tracks.error !== undefined ? tracksHint : 'No tracks found.',
      )}
      id={ids.chosen && idOption(ids.chosen)}
      track={tracks.chosen && trackOption(tracks.chosen)}
      isReleasing={isReleasing}
      released={released}
      error={error}
      onRelease={release}
    />
  );
}
