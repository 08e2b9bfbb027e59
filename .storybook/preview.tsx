import { ThemeRoot } from '@rabbithole/design-system';
import {
  PlayerProvider,
  PlayerToastProvider,
  SessionProvider,
  StillAudio,
  createApiClient,
  setDefaultApiClient,
  swrConfig,
  type SessionController,
} from '@rabbithole/feature-kit';
import { ADMIN_SESSION, SIGNED_IN_SESSION, resetMockStore } from '@rabbithole/mocks';
import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { useState, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { ADMIN, SIGNED_IN, restoreSignedInSession } from './signedInSession.ts';

// Any request a story did not mock is a bug in the story, not a network call to make.
initialize({ onUnhandledRequest: 'error', quiet: true });

// waitFor and findBy* give up after 1 s by default. The story suite runs beside the e2e journeys
// and lint on two cores, where a mock answer and the deferred render of a page of rows have taken
// longer (a set page's heading, a list's second page, a track list's table): a story that is
// right failed, now and then, for want of a second. Nothing waits longer once it holds.
configure({ asyncUtilTimeout: 10_000 });

// Containers read through the default client, as the app's signed-in pages do: with the mock
// session's Bearer, so the catalog answers carry the listener's own stats and the toggles are
// allowed. A story of a guest sets `parameters.signedIn: false`; one of the admin page
// `parameters.session: 'admin'`, which reads and writes as ADMIN_USER.
const signedInReads = createApiClient({ getAccessToken: () => SIGNED_IN_SESSION.access_token });
const adminReads = createApiClient({ getAccessToken: () => ADMIN_SESSION.access_token });
const guestReads = createApiClient();

/**
 * The app's player, as the signed-in shell gives every page one, playing through a silent
 * element whose time stands still: a story shows the moment it set up, every time.
 */
function StoryPlayer({ children }: { children: ReactNode }) {
  const [audio] = useState(() => new StillAudio());
  return <PlayerProvider audio={audio}>{children}</PlayerProvider>;
}

/**
 * The signed-in session of a story of a signed-in page (the profile, the player's queue): it
 * sets `parameters.session: 'signed-in'` and lists sessionHandlers among its handlers. The auth
 * stories make their own, from an object of options under the same name.
 */
function StorySession({
  session,
  children,
}: {
  session: SessionController | undefined;
  children: ReactNode;
}) {
  return session ? <SessionProvider session={session}>{children}</SessionProvider> : children;
}

const preview = {
  // A Docs page per component: its props table, defaults and every story.
  tags: ['autodocs'],
  // One loader, so its steps run in order (Storybook runs loaders side by side): the mock store
  // starts from its fixtures in every story (a story's writes never reach the next), then the
  // story's MSW handlers, which a signed-in session is restored through.
  loaders: [
    async (context) => {
      resetMockStore();
      await mswLoader(context);
      const { session } = context.parameters;
      if (session === SIGNED_IN) return { session: await restoreSignedInSession() };
      if (session === ADMIN) return { session: await restoreSignedInSession(ADMIN_SESSION) };
      return { session: undefined };
    },
  ],
  beforeEach: ({ parameters }) => {
    setDefaultApiClient(
      parameters.session === ADMIN
        ? adminReads
        : parameters.signedIn === false
          ? guestReads
          : signedInReads,
    );
  },
  decorators: [
    // `parameters.fillViewport`: the story on a page as tall as the viewport, so what is fixed to
    // its foot (the player bar) and what opens over it (dialogs and popovers, portalled to
    // <body>) lies inside the story's screenshot.
    (Story, { parameters }) =>
      parameters.fillViewport === true ? (
        <div style={{ minHeight: '100dvh' }}>
          <Story />
        </div>
      ) : (
        <Story />
      ),
    (Story, { loaded }) => (
      // The app's SWR settings (retries), with a fresh cache per story so one story's data never
      // leaks into the next.
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <ThemeRoot>
          <StorySession session={loaded.session as SessionController | undefined}>
            <StoryPlayer>
              {/* Containers' snackbars show as in the app (portalled to <body>), above the
                  player bar while it shows. */}
              <PlayerToastProvider>
                <Story />
              </PlayerToastProvider>
            </StoryPlayer>
          </StorySession>
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
        // The common phone width of today, for the player's stories (the bottom bar and sheet).
        phone: {
          name: 'Phone (390)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
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
