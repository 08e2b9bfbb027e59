import { searchPage } from '../paths.ts';
import PlaceholderPage from './PlaceholderPage.tsx';

/** search: stands in until the browse issue builds this screen. */
export default function SearchPage() {
  return <PlaceholderPage title={searchPage.title} />;
}
