import { ThemeRoot } from '@rabbithole/design-system';
import {
  ToastProvider,
  createApiClient,
  setDefaultApiClient,
  swrConfig,
} from '@rabbithole/feature-kit';
import { SIGNED_IN_SESSION, resetMockStore } from '@rabbithole/mocks';
import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { SWRConfig } from 'swr';

// Any request a story did not mock is a bug in the story, not a network call to make.
initialize({ onUnhandledRequest: 'error', quiet: true });

// Containers read through the default client, as the app's signed-in pages do: with the mock
// session's Bearer, so the catalog answers carry the listener's own stats and the toggles are
// allowed. A story of a guest sets `parameters.signedIn: false`.
const signedInReads = createApiClient({ getAccessToken: () => SIGNED_IN_SESSION.access_token });
const guestReads = createApiClient();

const preview = {
  // A Docs page per component: its props table, defaults and every story.
  tags: ['autodocs'],
  loaders: [mswLoader],
  // The mock store starts from its fixtures in every story: a story's writes never reach the next.
  beforeEach: ({ parameters }) => {
    resetMockStore();
    setDefaultApiClient(parameters.signedIn === false ? guestReads : signedInReads);
  },
  decorators: [
    (Story) => (
      // The app's SWR settings (retries), with a fresh cache per story so one story's data never
      // leaks into the next.
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <ThemeRoot>
          {/* Containers' snackbars show as in the app (portalled to <body>). */}
          <ToastProvider>
            <Story />
          </ToastProvider>
        </ThemeRoot>
      </SWRConfig>
    ),
  ],
  parameters: {
    layout: 'padded',
    a11y: {
      test: 'error',
      // react-aria's live announcer keeps a message pointing at a control for seconds after it
      // spoke; when that control unmounts (Load More after the last page) axe flags the stale
      // reference. It is react-aria's transient region, not our markup.
      context: { exclude: ['[data-live-announcer]'] },
    },
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: {
          name: 'Mobile (360)',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (900)',
          styles: { width: '900px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1440)',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
  initialGlobals: { viewport: { value: undefined, isRotated: false } },
} satisfies Preview;

export default preview;
