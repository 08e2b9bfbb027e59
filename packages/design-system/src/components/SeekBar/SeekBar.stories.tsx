import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { pointerDrag, sampleMarkers } from '../private/playerStoryFixtures';
import { SeekBar, seekBarLayouts, type SeekBarProps } from './SeekBar';

const meta = {
  title: 'Design System/SeekBar',
  component: SeekBar,
  args: { position: 754, duration: 3720, onSeek: fn() },
  argTypes: { layout: { control: 'inline-radio', options: seekBarLayouts } },
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    // A player's centre column is about this wide.
    (Story) => (
      <div style={{ maxWidth: tokens.size.contentMaxWidth, width: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SeekBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const seek = (canvas: HTMLElement) => within(canvas).getByRole('slider', { name: 'Seek' });

/** Elapsed and total time either side; the value is read as a clock, past the hour too. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const slider = seek(canvasElement);
    await expect(slider).toHaveAttribute('aria-valuetext', '12:34 of 1:02:00');
    await expect(within(canvasElement).getByText('12:34')).toBeVisible();
    await expect(within(canvasElement).getByText('1:02:00')).toBeVisible();
    // Arrow keys seek by 10 seconds, once per press; the second counts from the first.
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(760);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(770);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(740);
    await expect(args.onSeek).toHaveBeenCalledTimes(5);
    await expect(slider).toHaveAttribute('aria-valuetext', '12:20 of 1:02:00');
  },
};

/** The set's tracks cut the rail into segments; likes sit above it, comments below. */
export const WithBoundariesAndMarkers: Story = {
  args: { markers: sampleMarkers },
  play: async ({ canvasElement }) => {
    const marks = (kind: string) => canvasElement.querySelectorAll(`[data-mark="${kind}"]`);
    await expect(marks('boundary')).toHaveLength(12);
    await expect(marks('like')).toHaveLength(2);
    await expect(marks('comment')).toHaveLength(2);
    // Drawn where they happen: a comment at 3150 s of 3720 s is 84.7% along.
    await expect((marks('comment')[1] as HTMLElement).style.insetInlineStart).toMatch(/^84\.6/);
    await expect(marks('comment')[0]).toHaveAttribute('title', '22:40 · dj_nomad: that bassline!');
    // One keyboard stop, whose description lists the moments.
    await expect(within(canvasElement).getAllByRole('slider')).toHaveLength(1);
    const details = seek(canvasElement).getAttribute('aria-details');
    await expect(document.getElementById(details ?? '')).toHaveTextContent(
      'Your liked moments: 11:40 You liked this moment; 41:20 You liked this moment. ' +
        'Comments: 22:40 dj_nomad: that bassline!; 52:30 ellen_allien: the closer ❤.',
    );
  },
};

/** Along a bar's top edge (the phone player): the rail alone; the times are in its value. */
export const Edge: Story = {
  args: { layout: 'edge', markers: sampleMarkers },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('12:34')).toBeNull();
    await expect(seek(canvasElement)).toHaveAttribute('aria-valuetext', '12:34 of 1:02:00');
  },
};

/** Before the audio says how long it is: nothing to seek, no thumb, no total. */
export const UnknownDuration: Story = {
  args: { position: 0, duration: 0 },
  play: async ({ canvasElement }) => {
    await expect(seek(canvasElement)).toBeDisabled();
    await expect(seek(canvasElement)).toHaveAttribute('aria-valuetext', '0:00');
    await expect(within(canvasElement).getByText('–:––')).toBeVisible();
  },
};

/** Plays on its own: the position moves every 100 ms, as a player's does every second. */
/** A set playing on (fast) until a seek, which lands and holds, so the screenshot is still. */
function Playing(args: SeekBarProps) {
  const [position, setPosition] = useState(args.position);
  const [isTicking, setTicking] = useState(true);
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setPosition((p) => p + 1), 100);
    return () => clearInterval(timer);
  }, [isTicking]);
  const seekTo = (seconds: number) => {
    setTicking(false);
    setPosition(seconds);
    args.onSeek(seconds);
  };
  return <SeekBar {...args} position={position} onSeek={seekTo} />;
}

/**
 * Dragging while the set plays: the thumb stays where the pointer holds it however the position
 * moves, and one seek is made, on release, to where it was let go.
 */
export const Dragging: Story = {
  args: { position: 600, duration: 3600 },
  render: (args) => <Playing {...args} />,
  play: async ({ canvasElement, args }) => {
    const slider = seek(canvasElement);
    // The slider's group holds one child, its track.
    const track = within(canvasElement).getByRole('group', { name: 'Seek' }).firstElementChild!;
    const drag = await pointerDrag(track, [0.5, 0.6, 0.75]);
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '45:00 of 1:00:00'));
    // The position keeps arriving while the pointer is down; the thumb does not follow it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(slider).toHaveAttribute('aria-valuetext', '45:00 of 1:00:00');
    await expect(args.onSeek).not.toHaveBeenCalled();
    drag.release();
    await waitFor(() => expect(args.onSeek).toHaveBeenCalledTimes(1));
    await expect(args.onSeek).toHaveBeenCalledWith(2700);
  },
};
