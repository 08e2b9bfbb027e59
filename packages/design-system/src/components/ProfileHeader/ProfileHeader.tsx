import { Avatar } from '../Avatar/Avatar';
import { ExpandablePanel } from '../ExpandablePanel/ExpandablePanel';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './ProfileHeader.css';

/**
 * A bio longer than this many characters, or of more than three lines, folds into the Bio panel
 * (as on artist pages); a shorter one reads at a glance under the name.
 */
export const profileBioInlineLimit = 240;
const inlineLineLimit = 3;

/** Our words for an empty about_me: spec.md shows the Bio but names no empty-state copy. */
export const profileNoBio = 'No bio yet.';

export interface ProfileHeaderProps {
  /** The user's name: the page's one `h1`. */
  username: string;
  /** `avatar_url`; missing, null or failing shows the initials. @default null */
  avatarUrl?: string | null;
  /** `about_me`, plain text; line breaks are kept. Empty or null says there is none yet. */
  bio?: string | null;
}

/** The top of /profile (spec.md section 2): avatar, username and Bio (about_me). */
export function ProfileHeader({ username, avatarUrl = null, bio = null }: ProfileHeaderProps) {
  const about = bio?.trim() ?? '';
  const isLong = about.length > profileBioInlineLimit || about.split('\n').length > inlineLineLimit;
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <Avatar name={username} src={avatarUrl} size="large" />
        <div className={styles.name}>
          <Heading level={1} size={2}>
            {username}
          </Heading>
        </div>
      </div>
      <div className={styles.bio}>
        {about === '' ? (
          <Text tone="muted">{profileNoBio}</Text>
        ) : isLong ? (
          <ExpandablePanel title="Bio">{about}</ExpandablePanel>
        ) : (
          <Text>{about}</Text>
        )}
      </div>
    </header>
  );
}
