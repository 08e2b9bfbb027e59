export { tokens, breakpointNames } from './tokens';
export type { Tokens, Breakpoint } from './tokens';
