import { sampleTracks } from '../private/tableStoryFixtures';
import { describePlaceholderSizes } from '../private/placeholderSizes';
import { TracklistTable } from './TracklistTable';

/** Xtal: an original mix, no mixer credit, its facts on one line: the card a placeholder stands for. */
const plainTrack = sampleTracks(3).slice(2);

// The set page's Track List keeps its place while it loads, on a desktop and a phone.
describePlaceholderSizes(
  'TracklistTable',
  (isLoading) => (
    <TracklistTable label="Track List" items={isLoading ? [] : plainTrack} isLoading={isLoading} />
  ),
  'Xtal',
);
