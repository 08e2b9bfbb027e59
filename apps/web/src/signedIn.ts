// The signed-in app, as one chunk: its frame (top bar, menus, player, SWR) and every signed-in
// page. Split per page, their shared code (a feature's reads, a hook, a component's class names)
// came as some sixty files of a few kilobytes that a signed-in page asked for at once, six at a
// time on an HTTP/1.1 connection pool and a round trip each on a phone network: Lighthouse's
// throttling counted them so, and Slow 3G waited seconds per round. One chunk costs /home 4 %
// more bytes (237 → 246 KB gzip) and saves it those rounds; the guest pages, whose first script
// is budgeted (design.md section 6), stay apart.
export { default as AppShell } from './shell/AppShell.tsx';
export { default as AdminPage } from './routes/AdminPage.tsx';
export { default as ArtistPage } from './routes/ArtistPage.tsx';
export { default as ArtistsPage } from './routes/ArtistsPage.tsx';
export { default as HomePage } from './routes/HomePage.tsx';
export { default as LabelPage } from './routes/LabelPage.tsx';
export { default as LabelsPage } from './routes/LabelsPage.tsx';
export { default as ProfilePage } from './routes/ProfilePage.tsx';
export { default as SearchPage } from './routes/SearchPage.tsx';
export { default as SetPage } from './routes/SetPage.tsx';
export { default as SetsPage } from './routes/SetsPage.tsx';
export { default as TrackPage } from './routes/TrackPage.tsx';
export { default as TracksPage } from './routes/TracksPage.tsx';
