import { globalStyle, style } from '@vanilla-extract/css';

export const stack = style({});

// Flex items default to min-width:auto, so one long unbroken word would widen the whole stack
// past its container; 0 lets text inside a child wrap or truncate instead.
globalStyle(`${stack} > *`, { minWidth: 0 });
