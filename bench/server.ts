// The server every browser benchmark measures: the real one (startServer), once it has drawn the
// art of the landing pages in the background after listening, as a listener finds it after its
// first minute (apps/api/src/plugins/app/media/art-renditions.ts). Measured before that, the
// first page load shared two cores with those drawings and held its first frame for them.
import { ART_RENDITIONS_READY, startServer } from '@rabbithole/test-support';

export const startMeasuredServer = () => startServer({}, { until: ART_RENDITIONS_READY });
