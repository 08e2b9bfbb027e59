import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { fitsWidth, rgb, unbrokenText } from '../private/storyFixtures';
import { Stack } from '../Stack/Stack';
import { Text, textAlignments, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Design System/Text',
  component: Text,
  args: { children: 'Dive down the rabbit hole with musical journeys' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAlignments },
    maxLines: { control: 'inline-radio', options: [undefined, 1, 2, 3] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

const scale = {
  caption: 'caption',
  small: 'small',
  body: 'body',
  large: 'title',
  lead: 'title',
} as const;

/** Every size of the scale, in the product's typeface (on a desktop, where lead is large). */
export const Sizes: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: () => (
    <Stack space="small">
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          {size}: Ellen Allien — Boiler Room Berlin
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const size of textSizes) {
      const style = getComputedStyle(within(canvasElement).getByText(new RegExp(`^${size}:`)));
      await expect(style.fontSize).toBe(tokens.type[scale[size]].fontSize);
      await expect(style.lineHeight).toBe(tokens.type[scale[size]].lineHeight);
      await expect(style.fontFamily).toMatch(/^"Space Grotesk Variable"/);
    }
  },
};

export const Tones: Story = {
  render: () => (
    <Stack space="small">
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          {tone}: 18 of 24 tracks identified
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const colour = (tone: string) =>
      getComputedStyle(within(canvasElement).getByText(new RegExp(`^${tone}:`))).color;
    await expect(colour('normal')).toBe(rgb(tokens.color.text));
    await expect(colour('muted')).toBe(rgb(tokens.color.textMuted));
    await expect(colour('accent')).toBe(rgb(tokens.color.accent));
  },
};

export const Weights: Story = {
  render: () => (
    <Stack space="small">
      {textWeights.map((weight) => (
        <Text key={weight} weight={weight}>
          {weight}: Afterhours at Panorama Bar
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const weight of textWeights) {
      const element = within(canvasElement).getByText(new RegExp(`^${weight}:`));
      await expect(getComputedStyle(element).fontWeight).toBe(tokens.fontWeight[weight]);
    }
  },
};

const longText =
  'Sunrise Session Recorded Live on the Main Stage at Kappa FuturFestival Turin, an Extended Three Hour Closing Set with Guests';

const narrow: Decorator = (Story) => (
  <div style={{ width: 200 }} data-testid="frame">
    <Story />
  </div>
);

/** A lead paragraph stays body size on a phone, where the list matters more. */
export const LeadOnMobile: Story = {
  args: { size: 'lead', tone: 'muted' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/^Dive down/);
    await expect(getComputedStyle(text).fontSize).toBe(tokens.type.body.fontSize);
  },
};

/** Clamped to two lines; the whole text stays in the DOM for screen readers and search. */
export const MaxTwoLines: Story = {
  args: { children: longText, maxLines: 2 },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(longText);
    await expect(text.getBoundingClientRect().height).toBe(
      2 * parseFloat(tokens.type.body.lineHeight),
    );
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  },
};

/** One line ends in an ellipsis. */
export const MaxOneLine: Story = {
  args: { children: longText, maxLines: 1, size: 'small', tone: 'muted' },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(longText);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
    await expect(text.getBoundingClientRect().height).toBe(
      parseFloat(tokens.type.small.lineHeight),
    );
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

/** A word longer than its column wraps instead of pushing the layout sideways. */
export const UnbrokenText: Story = {
  args: { children: unbrokenText },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await expect(fitsWidth(within(canvasElement).getByTestId('frame'))).toBe(true);
  },
};
