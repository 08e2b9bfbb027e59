import { tracksPage } from '../paths.ts';
import PlaceholderPage from './PlaceholderPage.tsx';

/** tracks: stands in until the browse issue builds this screen. */
export default function TracksPage() {
  return <PlaceholderPage title={tracksPage.title} />;
}
