import { useLayoutEffect, type ReactNode } from 'react';
import { darkTheme } from '../../theme/vars.css';
import * as styles from './ThemeRoot.css';

export interface ThemeRootProps {
  children: ReactNode;
  /**
   * Also put the theme class on `<html>`, so the body background and overlays that react-aria
   * portals into `<body>` (popovers, dialogs, toasts) read the same variables.
   * @default true
   */
  applyToDocument?: boolean;
}

/** Applies the dark theme and the global styles; the app and every story render inside it. */
export function ThemeRoot({ children, applyToDocument = true }: ThemeRootProps) {
  // Layout effect: the class must land before paint, or the page flashes unthemed once.
  useLayoutEffect(() => {
    if (!applyToDocument) return;
    const html = document.documentElement;
    html.classList.add(darkTheme);
    return () => html.classList.remove(darkTheme);
  }, [applyToDocument]);

  return <div className={`${darkTheme} ${styles.root}`}>{children}</div>;
}
