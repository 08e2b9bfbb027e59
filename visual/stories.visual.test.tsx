import { composeStories, type composeStory } from '@storybook/react-vite';
import { afterEach, describe, expect, test } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import type {} from './commands.ts';
import { COMPARATOR_OPTIONS } from './comparator.ts';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

interface ViewportOption {
  styles: { width: string; height: string };
}

const storyFiles = import.meta.glob<StoriesModule>('../packages/*/src/**/*.stories.tsx', {
  eager: true,
});

/** Stories without `globals.viewport` are shot at this one of preview.tsx's viewports. */
const defaultViewport = 'desktop';

/** Storybook's layouts, as its preview applies them around the story. */
const layoutStyles = {
  padded: 'padding: 1rem;',
  fullscreen: 'padding: 0;',
  centered:
    'display: flex; align-items: center; justify-content: center; min-height: 100vh; padding: 1rem;',
} as const;

const isLayout = (layout: unknown): layout is keyof typeof layoutStyles =>
  typeof layout === 'string' && layout in layoutStyles;

function viewportOf(story: ComposedStory): { width: number; height: number } {
  const { options } = story.parameters.viewport as { options: Record<string, ViewportOption> };
  const name = (story.globals.viewport as { value?: string } | undefined)?.value ?? defaultViewport;
  const option = options[name];
  if (!option) throw new Error(`${story.id}: no viewport "${name}" in .storybook/preview.tsx`);
  return { width: parseInt(option.styles.width, 10), height: parseInt(option.styles.height, 10) };
}

/** `design-system-card--long-title` → `design-system-card/long-title`: a folder per component. */
const baselineName = (story: ComposedStory) => story.id.replace('--', '/');

/** The test iframe and the page around it, so Vitest never scales the iframe down. */
async function resize(width: number, height: number) {
  await commands.resizePage(width, height);
  await page.viewport(width, height);
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Fonts and every image of the story have loaded or failed; a Card answers a failure with its
 * fallback art, which then loads in turn, hence the rounds.
 */
async function settle(root: HTMLElement) {
  for (let round = 0; round < 10; round += 1) {
    await document.fonts.ready;
    const pending = [...root.querySelectorAll('img')].filter((img) => !img.complete);
    if (pending.length === 0) {
      await nextFrame();
      await nextFrame();
      if ([...root.querySelectorAll('img')].every((img) => img.complete)) return;
      continue;
    }
    await Promise.all(
      pending.map((img) => {
        // A lazy image below the fold would wait for a scroll that never comes.
        img.loading = 'eager';
        return new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        });
      }),
    );
  }
  throw new Error('Images kept changing for 10 rounds');
}

/**
 * A container's snackbar (portalled to <body>, over the canvas's corner) says what the play
 * function did and fades after 5,000 ms: shot at a moment that varies from run to run. Only the
 * Toaster's own stories (`parameters.visual.snackbars`) keep theirs in the picture.
 */
function hideSnackbars() {
  for (const region of document.querySelectorAll<HTMLElement>('body > [role="region"]')) {
    if (region.querySelector('[role="alertdialog"]')) region.style.visibility = 'hidden';
  }
}

/** A story's `parameters.visual`. */
interface VisualParameters {
  /** The Toaster's own stories keep their snackbars in the picture. */
  snackbars?: boolean;
  /** More than the config's 20, where a story's own rendering is known to vary (said there). */
  allowedMismatchedPixels?: number;
}

const stories = Object.entries(storyFiles).map(([path, module]) => ({
  title: (module.default as { title?: string } | undefined)?.title ?? path,
  stories: Object.values<ComposedStory>(composeStories(module)),
}));

let canvas: HTMLElement | undefined;
afterEach(() => {
  canvas?.remove();
  canvas = undefined;
});

for (const file of stories) {
  describe(file.title, () => {
    for (const story of file.stories) {
      test(story.storyName, async () => {
        const { width, height } = viewportOf(story);
        await resize(width, height);

        canvas = document.createElement('div');
        const { layout } = story.parameters;
        canvas.style.cssText = layoutStyles[isLayout(layout) ? layout : 'padded'];
        document.body.append(canvas);

        // Loaders (MSW handlers), decorators, render and the play function, as Chromatic does:
        // the screenshot shows the state the story's interactions end in.
        await story.run({ canvasElement: canvas });
        await settle(canvas);
        // A story taller than its viewport is shot whole (as Chromatic does): the viewport grows
        // to fit it, so nothing below the fold escapes the comparison.
        const fullHeight = Math.ceil(canvas.getBoundingClientRect().height);
        if (fullHeight > height) {
          await resize(width, fullHeight);
          await settle(canvas);
        }

        const visual = story.parameters.visual as VisualParameters | undefined;
        if (!visual?.snackbars) hideSnackbars();
        await expect.element(page.elementLocator(canvas)).toMatchScreenshot(
          baselineName(story),
          visual?.allowedMismatchedPixels === undefined
            ? {}
            : {
                comparatorName: 'pixelmatch',
                comparatorOptions: {
                  ...COMPARATOR_OPTIONS,
                  allowedMismatchedPixels: visual.allowedMismatchedPixels,
                },
              },
        );
      });
    }
  });
}

test('every baseline belongs to a story', async () => {
  const expected = stories.flatMap((file) => file.stories.map(baselineName));
  const updating = server.config.snapshotOptions.updateSnapshot === 'all';
  const orphans = await commands.pruneBaselines(expected, updating);
  if (updating) return;
  expect(orphans, 'baselines without a story: `npm run visual:update` removes them').toEqual([]);
});
