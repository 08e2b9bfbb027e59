// The auth/ folder's public entry: the sign-in containers the app composes (house style 8).
export { AccountMenuContainer, type AccountMenuContainerProps } from './AccountMenuContainer.tsx';
export { HOME_PATH, destinationAfterLogin } from './destination.ts';
export { ForgotPasswordContainer } from './ForgotPasswordContainer.tsx';
export { LoginContainer, type LoginContainerProps } from './LoginContainer.tsx';
export { RegisterContainer, type RegisterContainerProps } from './RegisterContainer.tsx';
export {
  ResetPasswordContainer,
  type ResetPasswordContainerProps,
} from './ResetPasswordContainer.tsx';
