import { describe, expect, it } from 'vitest';
import { assertButtonProps } from './assertButtonProps';

describe('assertButtonProps', () => {
  it('rejects an icon button without an accessible name', () => {
    expect(() => assertButtonProps({ variant: 'icon', ariaLabel: undefined })).toThrow(
      /aria-label/,
    );
    expect(() => assertButtonProps({ variant: 'icon', ariaLabel: '  ' })).toThrow(/aria-label/);
  });

  it('accepts a named icon button and text buttons without a label', () => {
    expect(() => assertButtonProps({ variant: 'icon', ariaLabel: 'Play' })).not.toThrow();
    expect(() => assertButtonProps({ variant: 'primary', ariaLabel: undefined })).not.toThrow();
  });
});
