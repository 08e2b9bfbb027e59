import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Footer } from '../Footer/Footer';
import { LegalPage } from '../LegalPage/LegalPage';
import { LoginForm } from '../LoginForm/LoginForm';
import { sampleSocialLinks } from '../private/chromeStoryFixtures';
import { fitsWidth } from '../private/storyFixtures';
import { RegisterForm } from '../RegisterForm/RegisterForm';
import { PublicLayout } from './PublicLayout';

const footer = <Footer socialLinks={sampleSocialLinks} year={2026} />;

const meta = {
  title: 'Design System/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    footer,
    children: <LoginForm onSubmit={fn()} onSocialSignIn={fn()} />,
  },
  argTypes: { children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The promo panel is decoration: out of the accessibility tree, so it is found by its tag. */
const promoPanel = (canvasElement: HTMLElement) => canvasElement.querySelector('aside')!;

/** Desktop: the form column beside the promo panel, the footer beneath both. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    const logo = canvas.getAllByRole('link', { name: 'Rabbithole' })[0]!;
    await expect(logo).toHaveAttribute('href', '/');
    const promo = promoPanel(canvasElement);
    await expect(promo).toBeVisible();
    await expect(promo).toHaveAttribute('aria-hidden', 'true');
    // Side by side: the panel starts where the form column ends, and is the wider of the two.
    const panel = promo.getBoundingClientRect();
    await expect(panel.left).toBeGreaterThan(main.getBoundingClientRect().right);
    await expect(panel.width).toBeGreaterThan(window.innerWidth / 2);
    const footerBox = canvas.getByRole('contentinfo').getBoundingClientRect();
    await expect(footerBox.top).toBeGreaterThanOrEqual(panel.bottom - 1);
  },
};

/** Below lg (a 900 px tablet) only the form column: no panel. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(promoPanel(canvasElement)).not.toBeVisible();
    await expect(within(canvasElement).getByRole('main')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(promoPanel(canvasElement)).not.toBeVisible();
    await expect(fitsWidth(canvasElement)).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A taller form: the page grows and the panel stays in view beside it. */
export const RegisterDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { children: <RegisterForm onSubmit={fn()} /> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Register' }),
    ).toBeVisible();
    await expect(getComputedStyle(promoPanel(canvasElement).firstElementChild!).position).toBe(
      'sticky',
    );
  },
};

const about = (
  <LegalPage title="About">
    <p>
      Rabbithole opens access to electronic music producers so that new talent can be discovered.
    </p>
    <h2>Pricing</h2>
    <p>A monthly subscription is planned. During the beta, Rabbithole is free.</p>
  </LegalPage>
);

/** A prose page (/about): the text column is the wider one. */
export const ProseDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { variant: 'prose', children: about },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(main.getBoundingClientRect().width).toBeGreaterThan(
      promoPanel(canvasElement).getBoundingClientRect().width,
    );
  },
};

export const ProseMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { variant: 'prose', children: about },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Pricing' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
