import type { NotificationItem } from '../NotificationBell/NotificationRow';
import { placeholderArt } from './storyFixtures';

const releases = [
  ['Velvet Undertow', 'Ellen Allien', 'Boiler Room: Berlin Warehouse'],
  ['Glass Cathedral', 'Solomun', 'Sunrise at Kappa FuturFestival'],
  ['Night Bus to Peckham', 'Peggy Gou', 'Fabric Presents 112'],
  ['Tape Hiss Forever', 'DJ Seinfeld', 'Live from the Lot Radio'],
  ['Parallel Gardens', 'Four Tet', 'Essential Mix'],
  ['Stone Steps', 'Ben Böhmer', 'Cercle: Temple of Debod'],
  ['Pressure Systems', 'Call Super', 'Dekmantel Selectors 2025'],
  ['Blue Hour Loop', 'Honey Dijon', 'Mixmag Lab LDN'],
] as const;

const times = ['just now', '12 minutes ago', '2 hours ago', 'yesterday', '3 days ago', 'last week'];

/**
 * `count` notifications, newest first, the first `unread` of them unread; ids continue from
 * `start`, and every third one has no art (the default artwork shows).
 */
export const sampleNotifications = (count: number, unread = 0, start = 0): NotificationItem[] =>
  Array.from({ length: count }, (_, offset) => {
    const index = start + offset;
    const [title, artist, setName] = releases[index % releases.length] ?? releases[0];
    const id = index + 1;
    return {
      id,
      title,
      artist,
      setName,
      artUrl: index % 3 === 2 ? null : placeholderArt((index * 53) % 360),
      timeAgo: times[Math.min(index, times.length - 1)] ?? 'last week',
      href: `/tracks/${id}`,
      isUnread: offset < unread,
    };
  });
