import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleSocialLinks } from '../private/chromeStoryFixtures';
import { fitsWidth, unbrokenText } from '../private/storyFixtures';
import { Footer } from './Footer';

const meta = {
  title: 'Design System/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    mission:
      'Rabbithole is where DJ sets get dug into: every track identified, every artist and label one click away.',
    socialLinks: sampleSocialLinks,
    year: 2026,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: 'Rabbithole' })).toHaveAttribute(
      'href',
      '/',
    );
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    await expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About', '/about'],
      ['Privacy Policy', '/policy'],
      ['Terms', '/terms'],
    ]);
    const social = canvas.getByRole('navigation', { name: 'Social' });
    await expect(within(social).getByRole('link', { name: 'SoundCloud' })).toHaveAttribute(
      'href',
      'https://soundcloud.com/rabbithole',
    );
    await expect(canvas.getByText('© 2026 Rabbithole')).toBeVisible();
    // The social links carry their network's glyph, hidden from screen readers.
    const instagram = within(social).getByRole('link', { name: 'Instagram' });
    await expect(instagram.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Without a mission or legal links given: spec.md's purpose and the three public pages. */
export const Defaults: Story = {
  args: { mission: undefined, legalLinks: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/opens access to electronic music producers/)).toBeVisible();
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    await expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About', 'Privacy Policy', 'Terms']);
  },
};

/** Keyboard order follows reading order: logo, social, then legal links. */
export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Rabbithole' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Instagram' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveFocus();
  },
};

/** On a phone the columns stack and nothing scrolls sideways, even with an unbroken word. */
export const MobileLongText: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { mission: `Rabbithole: ${unbrokenText}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('link', { name: 'Rabbithole' }).getBoundingClientRect();
    const social = canvas.getByRole('navigation', { name: 'Social' }).getBoundingClientRect();
    await expect(social.top).toBeGreaterThan(logo.bottom);
    await expect(fitsWidth(canvasElement)).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
