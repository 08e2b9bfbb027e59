import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { Link } from '../Link/Link';
import { fitsWidth, unbrokenText } from '../private/storyFixtures';
import { LegalPage } from './LegalPage';

const meta = {
  title: 'Design System/LegalPage',
  component: LegalPage,
  args: {
    title: 'Terms',
    meta: (
      <>
        Version 1.0, revised <time dateTime="2025-05">May 2025</time>
      </>
    ),
    children: (
      <>
        <p>
          These terms govern your use of Rabbithole. You must be at least 18 years old to use it.
        </p>
        <h2>Dispute resolution</h2>
        <p>
          Any dispute is settled by binding arbitration. You may opt out within 30 days of accepting
          these terms by writing to us.
        </p>
        <ol>
          <li>Within 45 days of a notice, both sides meet in a conference.</li>
          <li>If that fails, we aim for a resolution within 60 days.</li>
        </ol>
        <h3>Liability</h3>
        <p>
          Our liability is capped at <strong>fifty dollars</strong>. Questions? See the{' '}
          <Link href="/contact">contact page</Link>.
        </p>
        <ul>
          <li>Not for use by anyone under 18.</li>
          <li>Arbitration opt-out: 30 days.</li>
        </ul>
      </>
    ),
  },
  argTypes: { children: { control: false }, meta: { control: false } },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings in outline order, a machine-readable date and text held to a readable measure. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Dispute resolution' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Liability' })).toBeVisible();
    await expect(canvas.getByText('May 2025')).toHaveAttribute('datetime', '2025-05');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const article = canvas.getByRole('article');
    const measure = parseFloat(getComputedStyle(article).maxWidth);
    await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(measure + 0.5);
    // Paragraphs read on the page at body size.
    const paragraph = canvas.getByText(/binding arbitration/);
    await expect(getComputedStyle(paragraph).fontSize).toBe(tokens.type.body.fontSize);
  },
};

/** Without a meta line: the title sits straight on the rule. */
export const WithoutMeta: Story = {
  args: { title: 'Contact', meta: undefined, children: <p>Write to hello@rabbithole.example.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/revised/)).not.toBeInTheDocument();
  },
};

export const MobileUnbrokenText: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { children: <p>Reference: {unbrokenText}</p> },
  play: async ({ canvasElement }) => {
    await expect(fitsWidth(canvasElement)).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
