import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../.storybook/preview';

// The preview's loaders (MSW), decorators (SWR cache, ThemeRoot) and parameters (viewports), but
// not the a11y addon: the storybook project already checks accessibility on every story.
setProjectAnnotations([preview]);

// Chromatic's trick: every CSS animation paused at its end state and no transitions, so a
// spinner or a skeleton pulse looks the same in every run. Not prefers-reduced-motion: stories
// assert their animations' durations, which the reduced-motion styles shorten to nothing.
const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation-delay: 0s !important;
  animation-direction: reverse !important;
  animation-play-state: paused !important;
  transition: none !important;
}`;
document.head.append(still);
