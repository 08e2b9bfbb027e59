import { labelPage } from '../paths.ts';
import PlaceholderPage from './PlaceholderPage.tsx';

/** label: stands in until the browse issue builds this screen. */
export default function LabelPage() {
  return <PlaceholderPage title={labelPage.title} />;
}
