/**
 * Invalid Button prop combinations, caught while developing rather than shipped: an icon button
 * shows no text, so without an aria-label a screen reader announces only "button".
 */
export function assertButtonProps({
  variant,
  ariaLabel,
}: {
  variant: string;
  ariaLabel: string | undefined;
}): void {
  if (variant === 'icon' && !ariaLabel?.trim()) {
    throw new Error(
      'Button: variant="icon" shows no text, so it needs an aria-label naming its action.',
    );
  }
}
