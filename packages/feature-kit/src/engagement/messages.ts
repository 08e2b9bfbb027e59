// spec.md section 8, "Success messages", word for word; the failure one is the queue's, which the
// spec gives for any change the server refused.

/** What the listener changed, as the snackbar names it. */
export type Subject = 'Set' | 'Track' | 'ID';

export const engagementMessages = {
  favourite: (subject: Subject, isOn: boolean) =>
    subject === 'ID'
      ? isOn
        ? 'Started watching ID'
        : 'Stopped watching ID'
      : `${subject} ${isOn ? 'added to' : 'removed from'} favorites!`,
  likes: (subject: Subject, isOn: boolean) =>
    `${subject} ${isOn ? 'added to' : 'removed from'} likes!`,
  purchased: 'Track purchased!',
  linkCopied: (subject: 'Set' | 'Track') => `${subject} link has been copied to your clipboard!`,
  failed: 'Something went wrong, please try again!',
  // spec.md is silent on a guest's press: every page but the public ones needs a sign-in.
  signInToWatch: 'Log in to watch IDs.',
} as const;
