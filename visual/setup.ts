import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../.storybook/preview';

// The preview's loaders (MSW), decorators (SWR cache, ThemeRoot) and parameters (viewports), and
// the a11y addon's afterEach: each story renders once, runs its play function, fails on any axe
// violation (`parameters.a11y.test = 'error'`) exactly as Storybook's own test run would, and is
// then compared with its screenshot.
setProjectAnnotations([a11yAnnotations, preview]);

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
