import { globalStyle, style } from '@vanilla-extract/css';

export const box = style({});

// Resets sit in :where() so any sprinkles padding or margin on the same element wins over them.
globalStyle(`:where(${box})`, { margin: 0, padding: 0 });
globalStyle(`:where(ul${box}, ol${box})`, { listStyle: 'none' });
