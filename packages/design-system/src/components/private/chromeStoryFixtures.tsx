import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { fn } from 'storybook/test';
import type { FooterLink } from '../Footer/Footer';
import { NotificationBell } from '../NotificationBell/NotificationBell';
import { sampleNotifications } from './notificationStoryFixtures';

/** The product's social accounts as the app passes them, for stories that show a Footer. */
export const sampleSocialLinks: readonly FooterLink[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/rabbithole', icon: 'instagram' },
  { label: 'SoundCloud', href: 'https://soundcloud.com/rabbithole', icon: 'soundcloud' },
];

/**
 * The app's router, as a spy: links route through it (as RAC's RouterProvider does in the app)
 * instead of loading a page into the story's frame.
 */
export const navigate = fn();

export const withRouter: Decorator = (Story) => {
  navigate.mockClear();
  return (
    <RouterProvider navigate={navigate}>
      <Story />
    </RouterProvider>
  );
};

/** The notification bell as the app's container fills it: three unread, the menu closed. */
export const sampleBell = (
  <NotificationBell items={sampleNotifications(5, 3)} unreadCount={3} onOpen={fn()} />
);
