import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { fitsWidth, unbrokenText } from '../private/storyFixtures';
import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { Stack, stackAlignments, stackDirections, stackJustifications } from './Stack';

const items = ['Artist', 'Title', 'Label'].map((name) => (
  <Text key={name} component="div">
    {name}
  </Text>
));

const meta = {
  title: 'Design System/Stack',
  component: Stack,
  args: { children: items, 'aria-label': 'Columns' },
  argTypes: {
    direction: { control: 'inline-radio', options: stackDirections },
    align: { control: 'inline-radio', options: stackAlignments },
    justify: { control: 'inline-radio', options: stackJustifications },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const stackOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText('Artist').parentElement!;

export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(stackOf(canvasElement));
    await expect(style.flexDirection).toBe('column');
    await expect(style.rowGap).toBe(tokens.space.medium);
  },
};

export const Horizontal: Story = {
  args: { direction: 'row', space: 'large', align: 'center' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(stackOf(canvasElement));
    await expect(style.flexDirection).toBe('row');
    await expect(style.columnGap).toBe(tokens.space.large);
    await expect(style.alignItems).toBe('center');
  },
};

/** `{ xs: 'column', md: 'row' }`: stacked on a phone… */
export const ResponsiveOnMobile: Story = {
  args: { direction: { xs: 'column', md: 'row' }, space: { xs: 'small', md: 'large' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(stackOf(canvasElement));
    await expect(style.flexDirection).toBe('column');
    await expect(style.rowGap).toBe(tokens.space.small);
  },
};

/** …and in a row from md (900) up. */
export const ResponsiveOnDesktop: Story = {
  args: ResponsiveOnMobile.args,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(stackOf(canvasElement));
    await expect(style.flexDirection).toBe('row');
    await expect(style.columnGap).toBe(tokens.space.large);
  },
};

export const SpaceBetween: Story = {
  args: { direction: 'row', justify: 'spaceBetween' },
  play: async ({ canvasElement }) => {
    const stack = stackOf(canvasElement);
    const last = within(stack).getByText('Label');
    // The last child sits against the right edge.
    await expect(last.getBoundingClientRect().right).toBeCloseTo(
      stack.getBoundingClientRect().right,
      0,
    );
  },
};

/** A row holding a name with no break opportunity still fits its container. */
export const UnbrokenTextInARow: Story = {
  args: {
    direction: 'row',
    children: [
      <Text key="name" component="div">
        {unbrokenText}
      </Text>,
      // Short metadata keeps its width; the long name takes the rest and wraps.
      <Box key="bpm" flexShrink="0">
        <Text tone="muted">124</Text>
      </Box>,
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame');
    await expect(fitsWidth(frame)).toBe(true);
    const bpm = within(frame).getByText('124');
    await expect(bpm.getBoundingClientRect().height).toBe(parseFloat(tokens.type.body.lineHeight));
  },
};
