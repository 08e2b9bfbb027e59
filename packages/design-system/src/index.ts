// The public API of @rabbithole/design-system: everything not listed here is private.

// Theme values for an app's own .css.ts files (layout the primitives cannot express).
export { vars, mediaUp } from './theme';
export type { ResponsiveValue } from './theme';
export type { Breakpoint, Space } from './tokens';

// Primitives.
export { ThemeRoot } from './components/ThemeRoot/ThemeRoot';
export type { ThemeRootProps } from './components/ThemeRoot/ThemeRoot';
export { Box } from './components/Box/Box';
export type { BoxProps, BoxElement } from './components/Box/Box';
export { Stack } from './components/Stack/Stack';
export type {
  StackProps,
  StackDirection,
  StackAlign,
  StackJustify,
} from './components/Stack/Stack';
export { Text } from './components/Text/Text';
export type { TextProps, TextSize, TextTone, TextWeight } from './components/Text/Text';
export { Heading } from './components/Heading/Heading';
export type { HeadingProps, HeadingLevel } from './components/Heading/Heading';
export { Button } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';
export { Link } from './components/Link/Link';
export type { LinkProps, LinkVariant } from './components/Link/Link';
export { SkipLink } from './components/Link/SkipLink';
export type { SkipLinkProps } from './components/Link/SkipLink';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/Spinner';

// Composites.
export { Hero } from './components/Hero/Hero';
export type { HeroProps } from './components/Hero/Hero';
export { Card, cardTagLimit } from './components/Card/Card';
export type { CardItem, CardProps } from './components/Card/Card';
export { CardCollection } from './components/CardCollection/CardCollection';
export type { CardCollectionProps } from './components/CardCollection/CardCollection';

// Forms.
export { TextField } from './components/TextField/TextField';
export type {
  TextFieldProps,
  TextFieldType,
  FieldBaseProps,
  FieldValidate,
} from './components/TextField/TextField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type {
  PasswordFieldProps,
  PasswordAutoComplete,
} from './components/PasswordField/PasswordField';
export { TextArea } from './components/TextArea/TextArea';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { Form } from './components/Form/Form';
export type { FormProps, FormValidationErrors } from './components/Form/Form';

// Overlays.
export { AuthOverlay } from './components/AuthOverlay/AuthOverlay';
export type { AuthOverlayProps } from './components/AuthOverlay/AuthOverlay';

// Page furniture.
export { Footer } from './components/Footer/Footer';
export type { FooterProps, FooterLink } from './components/Footer/Footer';
