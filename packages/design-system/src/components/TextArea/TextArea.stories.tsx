import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { fitsWidth, rgb, unbrokenText } from '../private/storyFixtures';
import { TextArea } from './TextArea';

const meta = {
  title: 'Design System/TextArea',
  component: TextArea,
  args: { label: 'About (optional)', name: 'about', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement, name: string | RegExp = 'About (optional)') =>
  within(canvasElement).getByRole('textbox', { name });

/** Several lines of text, and new lines on Enter. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const field = textbox(canvasElement);
    await expect(field.tagName).toBe('TEXTAREA');
    await expect(field.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      parseFloat(tokens.size.textAreaMinHeight),
    );
    await userEvent.type(field, 'Berlin DJ.{Enter}Techno and electro.');
    await expect(field).toHaveValue('Berlin DJ.\nTechno and electro.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Berlin DJ.\nTechno and electro.');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Resident at Tresor since 2009. Label head of BPitch.' },
  play: async ({ canvasElement }) => {
    await expect(textbox(canvasElement)).toHaveValue(
      'Resident at Tresor since 2009. Label head of BPitch.',
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown on your profile as your bio.', maxLength: 500 },
  play: async ({ canvasElement }) => {
    const field = textbox(canvasElement);
    await expect(field).toHaveAccessibleDescription('Shown on your profile as your bio.');
    await expect(field).toHaveAttribute('maxlength', '500');
  },
};

export const Required: Story = {
  args: { label: 'Bio', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(textbox(canvasElement, /^Bio/)).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'Hi', errorMessage: 'Registration failed. Please try again.' },
  play: async ({ canvasElement }) => {
    const field = textbox(canvasElement);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Registration failed. Please try again.');
    await expect(getComputedStyle(field).borderTopColor).toBe(rgb(tokens.color.danger));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Resident at Tresor.' },
  play: async ({ canvasElement }) => {
    const field = textbox(canvasElement);
    await expect(field).toBeDisabled();
    await expect(getComputedStyle(field).opacity).toBe(tokens.opacity.disabled);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const field = textbox(canvasElement);
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await expect(getComputedStyle(field).outlineStyle).toBe('solid');
    await waitFor(() =>
      expect(getComputedStyle(field).borderTopColor).toBe(rgb(tokens.color.accent)),
    );
  },
};

/** An unbroken value and error on a phone: both wrap inside the field's width. */
export const LongTextOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValue: unbrokenText, errorMessage: unbrokenText },
  play: async ({ canvasElement }) => {
    await expect(textbox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(fitsWidth(canvasElement)).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
