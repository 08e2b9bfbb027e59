import { vars } from '../../theme/vars.css';

/**
 * Which lines a kind of card has, so a placeholder and a fixed-height shelf can be exactly as tall
 * as the cards they stand for: `plain` is a title and tags (artists, labels), `subtitled` adds a
 * credit line of up to two lines (tracks), `set` adds the artists (as many lines), the curator, the recorded
 * date with the likes, and the identified tracks.
 */
export const cardShapes = ['plain', 'subtitled', 'set'] as const;
export type CardShape = (typeof cardShapes)[number];

/**
 * The rows every card lays its lines on, in order. A card leaves out the rows it has no line
 * for, and a list of cards (CardGrid, a shelf) shares these rows across its cards through CSS
 * subgrid, so a title of one line and one of two still start the lines below them level.
 */
export const cardRows = {
  art: 1,
  title: 2,
  subtitle: 3,
  curator: 4,
  facts: 5,
  identified: 6,
  tags: 7,
  end: 8,
} as const;
export const cardRowCount = 8;

const chipRow = `(${vars.type.caption.lineHeight} + 2 * ${vars.space.xxsmall})`;

/** Each row's height at its tallest (Card.css.ts's paddings and line heights), art aside. */
const rowHeights = (shape: CardShape): string[] => [
  `${vars.space.small} + 2 * ${vars.type.body.lineHeight}`,
  ...(shape === 'plain' ? [] : [`${vars.space.xsmall} + 2 * ${vars.type.small.lineHeight}`]),
  ...(shape === 'set'
    ? Array.from({ length: 3 }, () => `${vars.space.xsmall} + ${vars.type.caption.lineHeight}`)
    : []),
  `${vars.space.small} + ${chipRow}`,
  vars.space.medium,
];

/** The height of a card of `shape` below its square art, as a `calc()` term. */
export const cardTextHeight = (shape: CardShape): string => `(${rowHeights(shape).join(' + ')})`;
