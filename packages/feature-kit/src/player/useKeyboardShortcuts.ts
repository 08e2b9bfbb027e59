import { useEffect } from 'react';
import { SKIP_MS } from './constants.ts';
import { shortcutFor } from './shortcuts.ts';
import { usePlayerControls, usePlayerSelector } from './usePlayer.ts';

export interface KeyboardShortcutsOptions {
  /** Called on "?": show the list of shortcuts. @default undefined (the key is left alone) */
  onShowHelp?: () => void;
}

/**
 * The player's keys on the whole page while a set is loaded: Space, ←/→ (10 s), Shift+←/→
 * (tracks) and ? (see `shortcutFor` for when they are left to the page).
 */
export function useKeyboardShortcuts({ onShowHelp }: KeyboardShortcutsOptions = {}): void {
  const controls = usePlayerControls();
  const hasSet = usePlayerSelector((state) => state.set !== undefined);

  useEffect(() => {
    if (!hasSet) return;
    const actions = {
      toggle: controls.toggle,
      back: () => controls.skipBy(-SKIP_MS),
      forward: () => controls.skipBy(SKIP_MS),
      'previous-track': controls.previousTrack,
      'next-track': controls.nextTrack,
      help: onShowHelp,
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      const action = shortcut && actions[shortcut];
      if (!action) return;
      // Space would scroll the page and the arrows scroll it sideways.
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [controls, hasSet, onShowHelp]);
}
