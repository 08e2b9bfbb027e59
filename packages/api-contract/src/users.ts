import { z } from 'zod/mini';
import { IdSchema } from './common.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { routes } from './routes.ts';

/** spec.md section 5: the one password rule the product states, word for word. */
export const PASSWORD_MIN_LENGTH = 3;
export const PASSWORD_TOO_SHORT = 'Password must have at least 3 characters';
/** Long passphrases are welcome; a megabyte of "password" is an attack on the hash. */
export const PASSWORD_MAX_LENGTH = 256;
/** Social accounts use their e-mail as username, so a username may be as long as an address. */
export const USERNAME_MAX_LENGTH = 254;
export const EMAIL_MAX_LENGTH = 254;
export const ABOUT_ME_MAX_LENGTH = 1000;

/** Control characters (C0, DEL, C1) have no place in a name, an address or a password. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const printable = () =>
  z.refine<string>((value) => !CONTROL_CHARACTERS.test(value), {
    error: 'must not contain control characters',
  });

/** A string whose absence is reported as `message` (spec.md 5: "… required"), not as a type. */
const requiredString = (message: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? message : 'must be text') });

/**
 * Invisible formatting characters (zero-width spaces, bidirectional overrides) and line or
 * paragraph separators would let two usernames look the same while being different.
 */
const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Zl}\p{Zp}]/u;

export const UsernameSchema = requiredString('Username is required').check(
  z.trim(),
  z.minLength(1, 'Username is required'),
  z.maxLength(USERNAME_MAX_LENGTH, `Username is at most ${USERNAME_MAX_LENGTH} characters`),
  printable(),
  z.refine((value) => !INVISIBLE_CHARACTERS.test(value), {
    error: 'must not contain invisible characters',
  }),
);
export const EmailSchema = z.pipe(
  requiredString('Email is required').check(
    z.trim(),
    z.maxLength(EMAIL_MAX_LENGTH, `Email is at most ${EMAIL_MAX_LENGTH} characters`),
  ),
  z.email('Email must be a valid e-mail address'),
);
export const PasswordSchema = requiredString('Password is required').check(
  z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  z.maxLength(PASSWORD_MAX_LENGTH, `Password is at most ${PASSWORD_MAX_LENGTH} characters`),
  printable(),
);
const AboutMeSchema = z._default(
  z
    .string()
    .check(z.maxLength(ABOUT_ME_MAX_LENGTH, `About is at most ${ABOUT_ME_MAX_LENGTH} characters`)),
  '',
);
const FirebaseUidSchema = z.string().check(z.minLength(1), z.maxLength(128), printable());

/**
 * How an account signs in (spec.md section 3): `web_client` for password registration,
 * `internal` for operator-created accounts, or the first social provider linked, its `.com`
 * removed (`google`, `apple`); null when none.
 */
export const AuthProviderSchema = z.nullable(z.string().check(z.maxLength(64)));

export const USER_ROLES = ['user', 'admin'] as const;
export const UserRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRoleSchema>;

/** A user as their own session reads it (spec.md section 3); never anyone else's. */
export const UserSchema = z.object({
  id: IdSchema,
  username: z.string(),
  email: z.string(),
  about_me: z.string(),
  avatar_url: z.nullable(z.string()),
  auth_provider: AuthProviderSchema,
  firebase_uid: z.nullable(z.string()),
  is_firebase_user: z.boolean(),
  /** `admin` for the usernames the operator lists in ADMIN_USERS. */
  role: UserRoleSchema,
});
export type User = z.infer<typeof UserSchema>;

/** What anyone may learn from a username: only how that account signs in. */
export const SignInMethodSchema = z.object({
  is_firebase_user: z.boolean(),
  auth_provider: AuthProviderSchema,
});
export type SignInMethod = z.infer<typeof SignInMethodSchema>;

export const PasswordRegistrationSchema = z.strictObject({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  about_me: AboutMeSchema,
  auth_provider: z.literal('web_client'),
});
export type PasswordRegistration = z.input<typeof PasswordRegistrationSchema>;

/**
 * Social sign-up (spec.md section 3): username set to the e-mail, about_me to the display name.
 * Accepted only with a Bearer Firebase ID token whose uid and verified e-mail are these.
 */
export const SocialRegistrationSchema = z.strictObject({
  firebase_uid: FirebaseUidSchema,
  username: UsernameSchema,
  email: EmailSchema,
  about_me: AboutMeSchema,
});
export type SocialRegistration = z.input<typeof SocialRegistrationSchema>;

/**
 * Told apart by `auth_provider`, so a registration missing its password is answered
 * `errors.json.password`, not a bare "invalid input" for the body as a whole (which a plain union
 * of two failing shapes gives).
 */
export const CreateUserBodySchema = z.discriminatedUnion('auth_provider', [
  PasswordRegistrationSchema,
  z.extend(SocialRegistrationSchema, { auth_provider: z.optional(z.undefined()) }),
]);
export type CreateUserBody = z.input<typeof CreateUserBodySchema>;

/** spec.md section 7: `id` travels as a string. */
export const LinkAuthIdBodySchema = z.strictObject({
  id: z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'must be a user id')),
  firebase_uid: FirebaseUidSchema,
  auth_provider: z.optional(AuthProviderSchema),
});
export type LinkAuthIdBody = z.input<typeof LinkAuthIdBodySchema>;

export const createUser = defineEndpoint({
  ...routes.createUser,
  summary: 'Register an account',
  description:
    'Password registration (`auth_provider: web_client`), or social creation with a Bearer ' +
    'Firebase ID token whose uid and verified e-mail are those of the payload. A taken username ' +
    'or e-mail answers 422 naming the field.',
  tag: 'users',
  access: 'optional-bearer',
  body: CreateUserBodySchema,
  responses: { 201: UserSchema, ...errorResponses(401, 403, 422, 429) },
});

export const getSignInMethod = defineEndpoint({
  ...routes.getSignInMethod,
  summary: 'How a username signs in',
  description:
    'Lets the login form turn a social account to its provider before asking for a password. ' +
    'Answers only the sign-in method, never who the user is; limited per client address (429).',
  tag: 'users',
  access: 'public',
  params: z.object({ username: UsernameSchema }),
  responses: { 200: SignInMethodSchema, ...errorResponses(404, 422, 429) },
});

export const getUserByEmail = defineEndpoint({
  ...routes.getUserByEmail,
  summary: 'Your account by your verified e-mail',
  description:
    'The social sign-in look-up: only for a Bearer Firebase ID token whose verified e-mail is ' +
    'this address, or a session of the account with this address (403 otherwise, before ' +
    'looking); 404 when no account has it yet.',
  tag: 'users',
  access: 'bearer',
  params: z.object({ email: EmailSchema }),
  responses: { 200: UserSchema, ...errorResponses(403, 404, 422) },
});

export const linkAuthId = defineEndpoint({
  ...routes.linkAuthId,
  summary: 'Link a social sign-in to your account',
  description:
    "Links the caller's Firebase uid to the account with the caller's verified e-mail. The " +
    "token must carry that uid and that account's e-mail, else 403.",
  tag: 'users',
  access: 'bearer',
  body: LinkAuthIdBodySchema,
  responses: { 200: UserSchema, ...errorResponses(403, 404, 422) },
});

export const getMe = defineEndpoint({
  ...routes.getMe,
  summary: 'The signed-in user',
  tag: 'users',
  access: 'bearer',
  responses: { 200: UserSchema },
});
