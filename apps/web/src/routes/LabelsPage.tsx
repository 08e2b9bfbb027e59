import { labelsPage } from '../paths.ts';
import PlaceholderPage from './PlaceholderPage.tsx';

/** labels: stands in until the browse issue builds this screen. */
export default function LabelsPage() {
  return <PlaceholderPage title={labelsPage.title} />;
}
