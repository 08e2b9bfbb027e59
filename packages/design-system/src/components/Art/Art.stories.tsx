import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { brokenArtUrl, placeholderArt } from '../private/storyFixtures';
import { Art, artShapes, artSizes } from './Art';

const meta = {
  title: 'Design System/Art',
  component: Art,
  args: { src: placeholderArt(200), size: 'large' },
  argTypes: {
    size: { control: 'select', options: artSizes },
    shape: { control: 'inline-radio', options: artShapes },
  },
} satisfies Meta<typeof Art>;

export default meta;
type Story = StoryObj<typeof meta>;

const image = (canvasElement: HTMLElement) => canvasElement.querySelector('img')!;
const isFallback = (canvasElement: HTMLElement) =>
  image(canvasElement).src.startsWith('data:image/svg+xml') &&
  !image(canvasElement).src.includes('linearGradient');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = image(canvasElement);
    await expect(img.src).toBe(placeholderArt(200));
    // Decorative: the name beside it says what it is.
    await expect(img).toHaveAttribute('alt', '');
    await expect(img.parentElement!.getBoundingClientRect().width).toBe(
      parseFloat(tokens.size.artLarge),
    );
  },
};

export const Circle: Story = {
  args: { shape: 'circle', size: 'medium', src: placeholderArt(20) },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(image(canvasElement).parentElement!).borderRadius).toBe(
      tokens.radius.full,
    );
  },
};

/** The designed fallback: the record rings on a violet glow, no text. */
export const Missing: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(isFallback(canvasElement)).toBe(true);
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Broken: Story = {
  args: { src: brokenArtUrl },
  play: async ({ canvasElement }) => {
    // The fallback replaces the URL only after the browser reports the load error.
    await waitFor(() => expect(isFallback(canvasElement)).toBe(true));
  },
};

/** An image that means something on its own (a logo standing in for a name) gets alt text. */
export const WithAlt: Story = {
  args: { alt: 'Afterlife logo', size: 'medium' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Afterlife logo' })).toBeVisible();
  },
};

/** Every fixed size side by side, smallest first. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      {(['xsmall', 'small', 'medium', 'large', 'xlarge'] as const).map((size, index) => (
        <Art key={size} {...args} size={size} src={placeholderArt(index * 60)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('img')].map(
      (img) => img.parentElement!.getBoundingClientRect().width,
    );
    await expect(widths).toEqual(
      [
        tokens.size.artXsmall,
        tokens.size.artSmall,
        tokens.size.artMedium,
        tokens.size.artLarge,
        tokens.size.artXlarge,
      ].map(parseFloat),
    );
  },
};

/** `header` is 96 on a phone, 160 from sm and 240 from md up. */
export const HeaderMobile: Story = {
  args: { size: 'header' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(image(canvasElement).parentElement!.getBoundingClientRect().width).toBe(
      parseFloat(tokens.size.artMedium),
    );
  },
};

export const HeaderDesktop: Story = {
  args: { size: 'header' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(image(canvasElement).parentElement!.getBoundingClientRect().width).toBe(
      parseFloat(tokens.size.artXlarge),
    );
  },
};

export const Fill: Story = {
  args: { size: 'fill' },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const box = image(canvasElement).parentElement!.getBoundingClientRect();
    await expect(box.width).toBe(200);
    await expect(box.height).toBe(200);
  },
};
