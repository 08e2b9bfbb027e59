import type { Decorator } from '@storybook/react-vite';
import type { fn } from 'storybook/test';

/** The width of PublicLayout's form column, so a form story looks as it does on the page. */
export const formColumn: Decorator = (Story) => (
  <div style={{ maxWidth: 440, marginInline: 'auto' }}>
    <Story />
  </div>
);

/** The `onSubmit` spy's one call, as the values it received. */
export const submitted = (onSubmit: unknown): unknown =>
  (onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
