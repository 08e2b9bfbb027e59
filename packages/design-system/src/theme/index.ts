export { vars, darkTheme } from './vars.css';
export { sprinkles } from './sprinkles.css';
export { mediaUp } from './media';
export { focusRing } from './focus';
export type { Sprinkles } from './sprinkles.css';
