import { artistPage } from '../paths.ts';
import PlaceholderPage from './PlaceholderPage.tsx';

/** artist: stands in until the browse issue builds this screen. */
export default function ArtistPage() {
  return <PlaceholderPage title={artistPage.title} />;
}
