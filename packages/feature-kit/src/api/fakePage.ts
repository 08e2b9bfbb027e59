import { createClientMode, type ClientModeSource } from './clientMode.ts';

/** A page whose visibility a test switches, as the browser does when the tab is hidden. */
export function fakePage(visibility: DocumentVisibilityState): {
  mode: ClientModeSource;
  show(next: DocumentVisibilityState): void;
} {
  const document = Object.assign(new EventTarget(), { visibilityState: visibility });
  return {
    mode: createClientMode(document),
    show(next) {
      document.visibilityState = next;
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}
