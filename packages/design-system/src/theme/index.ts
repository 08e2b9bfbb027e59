export { vars, darkTheme } from './vars.css';
export { sprinkles } from './sprinkles.css';
export { mapResponsiveValue } from './responsive';
export { typeStyles } from './typography.css';
export { mediaUp } from './media';
export { focusRing } from './focus';
export type { Sprinkles, ResponsiveValue } from './sprinkles.css';
