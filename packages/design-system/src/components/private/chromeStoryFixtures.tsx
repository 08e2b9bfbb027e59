import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import type { FooterLink } from '../Footer/Footer';

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

/** A stand-in for the app's notification bell, which the top bar only gives a place to. */
export const sampleBell = (
  <Button variant="icon" aria-label="Notifications">
    <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  </Button>
);
