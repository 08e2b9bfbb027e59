export { tokens, breakpointNames } from './tokens';
export type { Tokens, Breakpoint, Space } from './tokens';
