import { artistsPage } from '../paths.ts';
import PlaceholderPage from './PlaceholderPage.tsx';

/** artists: stands in until the browse issue builds this screen. */
export default function ArtistsPage() {
  return <PlaceholderPage title={artistsPage.title} />;
}
