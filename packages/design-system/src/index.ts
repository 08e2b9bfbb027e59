// The public API of @rabbithole/design-system: everything not listed here is private.
export { tokens, breakpointNames } from './tokens';
export type { Tokens, Breakpoint } from './tokens';
export { vars, darkTheme, sprinkles, mediaUp, focusRing } from './theme';
export type { Sprinkles } from './theme';

export { ThemeRoot } from './components/ThemeRoot/ThemeRoot';
export type { ThemeRootProps } from './components/ThemeRoot/ThemeRoot';
export { Hero } from './components/Hero/Hero';
export type { HeroProps } from './components/Hero/Hero';
export { Card, cardTagLimit } from './components/Card/Card';
export type { CardItem, CardProps } from './components/Card/Card';
export { CardGrid } from './components/CardGrid/CardGrid';
export type { CardGridProps } from './components/CardGrid/CardGrid';
export { CardSkeleton } from './components/CardSkeleton/CardSkeleton';
export { LoadMoreButton } from './components/LoadMoreButton/LoadMoreButton';
export type { LoadMoreButtonProps } from './components/LoadMoreButton/LoadMoreButton';
export { CardCollection } from './components/CardCollection/CardCollection';
export type { CardCollectionProps } from './components/CardCollection/CardCollection';
export { Spinner, spinnerSizes } from './components/Spinner/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/Spinner';
