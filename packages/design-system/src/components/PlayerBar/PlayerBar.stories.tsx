import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleMarkers, sampleQueue } from '../private/playerStoryFixtures';
import { placeholderArt } from '../private/storyFixtures';
import { QueuePopover } from '../QueuePopover/QueuePopover';
import { PlayerBar, playerBarHeights, type PlayerBarProps } from './PlayerBar';

const meta = {
  title: 'Design System/PlayerBar',
  component: PlayerBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: {
    set: {
      title: 'Boiler Room: Berlin Warehouse',
      artist: 'Ellen Allien',
      artUrl: placeholderArt(280),
      href: '/sets/1',
    },
    currentTrack: { title: 'Age Of Love', artist: 'Charlotte de Witte', href: '/tracks/7' },
    isPlaying: true,
    position: 754,
    duration: 3720,
    volume: 0.7,
    onPlayPause: fn(),
    onSeek: fn(),
    onVolumeChange: fn(),
    onPreviousTrack: fn(),
    onNextTrack: fn(),
    likeMoment: { onPress: fn(), isDisabled: false },
    onShareMoment: fn(),
    onShowShortcuts: fn(),
    queue: (
      <QueuePopover
        items={sampleQueue(6, 2)}
        onReorder={fn()}
        onRemove={fn()}
        onClear={fn()}
        onPlay={fn()}
      />
    ),
  },
  argTypes: { queue: { control: false } },
  decorators: [
    // A strip of page with the bar fixed to its foot: the transform makes this box, not the
    // window, what the fixed bar is placed in, so the story shows the bar where it lives.
    (Story) => (
      <div style={{ transform: 'translateZ(0)', height: '12rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlayerBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const player = (canvas: HTMLElement) => within(canvas).getByRole('region', { name: 'Player' });

/** Playing on a desktop: one row, the set left, transport and seek centre, the rest right. */
export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = player(canvasElement);
    const inBar = within(bar);
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(bar.getBoundingClientRect().height).toBe(parseFloat(playerBarHeights.regular));
    await expect(
      inBar.getByRole('link', { name: 'Boiler Room: Berlin Warehouse' }),
    ).toHaveAttribute('href', '/sets/1');
    await expect(inBar.getByText('Ellen Allien')).toBeVisible();
    await expect(inBar.getByRole('link', { name: 'Age Of Love' })).toHaveAttribute(
      'href',
      '/tracks/7',
    );
    await expect(inBar.getByText('Now playing')).toBeInTheDocument();
    await expect(inBar.getByText('12:34')).toBeVisible();
    await expect(inBar.getByText('1:02:00')).toBeVisible();
    for (const name of ['Previous track', 'Next track', 'Mute', 'Like this moment']) {
      await expect(inBar.getByRole('button', { name })).toBeEnabled();
    }
    await expect(inBar.getByRole('slider', { name: 'Volume' })).toHaveAttribute(
      'aria-valuetext',
      '70%',
    );
    await userEvent.click(inBar.getByRole('button', { name: 'Pause' }));
    await expect(args.onPlayPause).toHaveBeenCalledTimes(1);
    await userEvent.click(inBar.getByRole('button', { name: 'Next track' }));
    await expect(args.onNextTrack).toHaveBeenCalledTimes(1);
    await userEvent.click(inBar.getByRole('button', { name: 'Like this moment' }));
    await expect(args.likeMoment.onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(inBar.getByRole('button', { name: 'Share this moment' }));
    await expect(args.onShareMoment).toHaveBeenCalledTimes(1);
    await userEvent.click(inBar.getByRole('button', { name: 'Keyboard shortcuts' }));
    await expect(args.onShowShortcuts).toHaveBeenCalledTimes(1);
    await expect(inBar.getByRole('button', { name: 'Queue, 6 sets' })).toBeVisible();
  },
};

/** Paused: the button offers Play, and the equaliser is gone. */
export const Paused: Story = {
  args: { isPlaying: false },
  play: async ({ canvasElement, args }) => {
    const inBar = within(player(canvasElement));
    await expect(inBar.queryByRole('button', { name: 'Pause' })).toBeNull();
    await expect(inBar.queryByText('Now playing')).toBeNull();
    await userEvent.click(inBar.getByRole('button', { name: 'Play' }));
    await expect(args.onPlayPause).toHaveBeenCalledTimes(1);
  },
};

/** Waiting for audio: the play button spins, and the wait is announced. */
export const Buffering: Story = {
  args: { isBuffering: true },
  play: async ({ canvasElement, args }) => {
    const inBar = within(player(canvasElement));
    await expect(inBar.getByRole('status')).toHaveTextContent('Buffering');
    // Still pressable: a listener may pause a set that is slow to arrive.
    await userEvent.click(inBar.getByRole('button', { name: 'Pause' }));
    await expect(args.onPlayPause).toHaveBeenCalledTimes(1);
  },
};

/** Between two tracks of the list: the set alone, no track line. */
export const NoCurrentTrack: Story = {
  args: { currentTrack: null, onPreviousTrack: undefined },
  play: async ({ canvasElement }) => {
    const inBar = within(player(canvasElement));
    await expect(inBar.queryByText(/Track:/)).toBeNull();
    await expect(inBar.getByText('Ellen Allien')).toBeVisible();
    // Without a handler, Previous track shows but cannot be pressed.
    await expect(inBar.getByRole('button', { name: 'Previous track' })).toBeDisabled();
  },
};

const longTitle =
  'Printworks Closing Party — the final twelve hours, recorded live from the Press Halls';

/** Long names end in an ellipsis on one line each; the bar keeps its height. */
export const LongTitles: Story = {
  args: {
    set: {
      title: longTitle,
      artist: 'Jamie xx, Four Tet, Floating Points, Daphni, Caribou & Friends (b2b2b2b)',
      artUrl: placeholderArt(40),
      href: '/sets/11',
    },
    currentTrack: {
      title: 'Kerala (Extended Version) [Bonobo & Jacques Greene Remix] — unreleased dub',
      artist: 'Bonobo',
    },
  },
  play: async ({ canvasElement }) => {
    const bar = player(canvasElement);
    const title = within(bar).getByRole('link', { name: longTitle }).parentElement!;
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(getComputedStyle(title).textOverflow).toBe('ellipsis');
    await expect(bar.getBoundingClientRect().height).toBe(parseFloat(playerBarHeights.regular));
  },
};

/** The set's track boundaries, the listener's liked moments and comments along the seek bar. */
export const WithMarkers: Story = {
  args: { markers: sampleMarkers },
  play: async ({ canvasElement, args }) => {
    const bar = player(canvasElement);
    await expect(bar.querySelectorAll('[data-mark="boundary"]')).toHaveLength(12);
    const seek = within(bar).getByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveAttribute('aria-valuetext', '12:34 of 1:02:00');
    seek.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(760);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(740);
  },
};

/** This moment is liked already (or nothing is loaded): the heart cannot be pressed. */
export const LikeDisabled: Story = {
  args: { likeMoment: { onPress: fn(), isDisabled: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(player(canvasElement)).getByRole('button', { name: 'Like this moment' }),
    ).toBeDisabled();
  },
};

/** The volume as the app keeps it: the bar shows what it is told. */
function WithVolume(args: PlayerBarProps) {
  const [volume, setVolume] = useState(args.volume);
  return (
    <PlayerBar
      {...args}
      volume={volume}
      onVolumeChange={(next) => {
        args.onVolumeChange(next);
        setVolume(next);
      }}
    />
  );
}

/** The slider moves in steps of 0.1; Mute silences, Unmute brings back the volume it had. */
export const Volume: Story = {
  render: (args) => <WithVolume {...args} />,
  play: async ({ canvasElement, args }) => {
    const inBar = within(player(canvasElement));
    const volume = inBar.getByRole('slider', { name: 'Volume' });
    volume.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onVolumeChange).toHaveBeenLastCalledWith(0.6);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onVolumeChange).toHaveBeenLastCalledWith(0.8);
    await expect(volume).toHaveAttribute('aria-valuetext', '80%');
    await userEvent.click(inBar.getByRole('button', { name: 'Mute' }));
    await expect(args.onVolumeChange).toHaveBeenLastCalledWith(0);
    await expect(volume).toHaveAttribute('aria-valuetext', '0%');
    await userEvent.click(inBar.getByRole('button', { name: 'Unmute' }));
    await expect(args.onVolumeChange).toHaveBeenLastCalledWith(0.8);
    await expect(inBar.getByRole('button', { name: 'Mute' })).toBeVisible();
  },
};

/** A tablet: still one row, the volume down to its button. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const inBar = within(player(canvasElement));
    await expect(inBar.getByRole('button', { name: 'Mute' })).toBeVisible();
    await expect(inBar.queryByRole('slider', { name: 'Volume' })).toBeNull();
    await expect(inBar.getByRole('button', { name: 'Previous track' })).toBeVisible();
  },
};

/**
 * A phone: two lines under a seek bar along the top edge; like, play and the queue at hand;
 * no volume (the phone's own buttons), no previous and next, no shortcuts.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, args }) => {
    const bar = player(canvasElement);
    const inBar = within(bar);
    await expect(bar.getBoundingClientRect().height).toBe(parseFloat(playerBarHeights.compact));
    const seek = inBar.getByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveAttribute('aria-valuetext', '12:34 of 1:02:00');
    // The seek bar's rail lies on the bar's top edge.
    const track = inBar.getByRole('group', { name: 'Seek' }).getBoundingClientRect();
    await expect(track.top + track.height / 2).toBe(bar.getBoundingClientRect().top);
    for (const name of ['Volume', 'Mute', 'Previous track', 'Next track', 'Keyboard shortcuts']) {
      await expect(inBar.queryByRole('button', { name })).toBeNull();
    }
    await expect(inBar.queryByRole('slider', { name: 'Volume' })).toBeNull();
    // The track playing now takes the artist's line.
    await expect(inBar.queryByText('Ellen Allien')).toBeNull();
    await expect(inBar.getByRole('link', { name: 'Age Of Love' })).toBeVisible();
    await userEvent.click(inBar.getByRole('button', { name: 'Like this moment' }));
    await expect(args.likeMoment.onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(inBar.getByRole('button', { name: 'Pause' }));
    await expect(args.onPlayPause).toHaveBeenCalledTimes(1);
    await userEvent.click(inBar.getByRole('button', { name: 'Queue, 6 sets' }));
    await waitFor(() =>
      expect(within(document.body).getByRole('dialog', { name: 'Queue' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
  },
};
