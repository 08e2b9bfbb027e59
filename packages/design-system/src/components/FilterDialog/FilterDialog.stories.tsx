import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FilterDialog } from './FilterDialog';

// The 20 genres of spec.md section 9 (the design system does not import the API contract).
const genres = [
  'Afro House',
  'Bass / Club',
  'Breaks / Breakbeat / UK Bass',
  'Dance / Electro Pop',
  'Deep House',
  'Electro (Classic / Detroit / Modern)',
  'Electronic',
  'Electronica',
  'House',
  'Indie Dance',
  'Melodic House & Techno',
  'Minimal / Deep Tech',
  'Nu Disco / Disco',
  'Organic House / Downtempo',
  'Progressive House',
  'Tech House',
  'Techno',
  'Techno (Peak Time / Driving)',
  'Techno (Raw / Deep / Hypnotic)',
  'Trance',
];

const newestFirst = { column: 'release_date', direction: 'desc' } as const;

const meta = {
  title: 'Design System/FilterDialog',
  component: FilterDialog,
  args: {
    genres,
    genre: undefined,
    sort: newestFirst,
    defaultSort: newestFirst,
    sortFields: [
      { field: 'artist', name: 'Artist' },
      { field: 'title', name: 'Title' },
      { field: 'release_date', name: 'Released' },
    ],
    onChange: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof FilterDialog<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing applied: only the Filter chip. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filter' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

/** An applied genre is always visible, with Clear beside it; both reset genre and sort. */
export const ActiveGenre: Story = {
  args: { genre: 'Techno', sort: { column: 'title', direction: 'asc' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Techno, clear filter' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ genre: undefined, sort: newestFirst });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** The dialog opens on the applied genre; Save changes applies the one chosen. */
export const SaveChanges: Story = {
  args: { genre: 'House' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Filter' });
    const body = within(dialog);
    await expect(body.getByRole('radio', { name: 'House' })).toBeChecked();
    await expect(body.getAllByRole('radio', { name: /^(?!All genres)/ }).length).toBeGreaterThan(
      19,
    );
    await userEvent.click(body.getByRole('radio', { name: 'Techno' }));
    await userEvent.click(body.getByRole('button', { name: 'Save changes' }));
    // The dialog goes in the press's frame; the choice is applied after that paint.
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({ genre: 'Techno', sort: newestFirst }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Closing without Save changes applies nothing chosen in the dialog (nothing was applied). */
export const Cancel: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Trance' }));
    await userEvent.keyboard('{Escape}');
    // Gone from the page, not only hidden: whatever the close applies has been applied by then.
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Closing the dialog (Cancel or Escape) resets genre and sort, as Clear does (spec.md section 4). */
export const CloseResets: Story = {
  args: { genre: 'Techno', sort: { column: 'title', direction: 'asc' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The reset is applied once the dialog's closing has painted.
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith({ genre: undefined, sort: newestFirst });
  },
};

/** Under 600 px the chip reads "Filter & Sort" and the dialog adds Sort by. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { genre: 'Melodic House & Techno' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter & Sort' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Filter' });
    const body = within(dialog);
    // The dialog's fields render in a transition after it opens (FilterDialog.tsx, for INP).
    await waitFor(() => expect(body.getByRole('radiogroup', { name: 'Sort by' })).toBeVisible());
    await userEvent.click(body.getByRole('radio', { name: 'Title (ascending)' }));
    await userEvent.click(body.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({
        genre: 'Melodic House & Techno',
        sort: { column: 'title', direction: 'asc' },
      }),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A list of cards has no headers to sort by: `sortChoice="always"` offers Sort by at every width. */
export const SortAlways: Story = {
  args: { sortChoice: 'always' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const dialog = () => within(within(document.body).getByRole('dialog'));
    // The dialog's fields render in a transition after it opens (FilterDialog.tsx, for INP).
    await waitFor(() =>
      expect(dialog().getByRole('radiogroup', { name: 'Sort by' })).toBeVisible(),
    );
    await userEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
  },
};
