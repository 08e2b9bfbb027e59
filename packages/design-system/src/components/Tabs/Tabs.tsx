import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import * as styles from './Tabs.css';

/** One tab: its id (the panel's key), its label and, optionally, how many things it holds. */
export interface TabItem {
  /** Stable id, e.g. `'sets'`; what `selectedId` and `onSelectionChange` speak in. */
  id: string;
  /** Visible label, word for word from spec.md ("Sets", "Track List"). */
  label: string;
  /**
   * How many items the panel holds, shown as a badge after the label (capped "999+"). A tab
   * whose count is 0 is not shown at all (spec.md section 2); leave it out for tabs without a
   * count ("Comments").
   */
  count?: number;
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. "Artist sections". */
  'aria-label': string;
  /** The tabs in order; those with `count: 0` are dropped. */
  tabs: readonly TabItem[];
  /**
   * The selected tab (controlled), e.g. from the address. If it is hidden (count 0) or unknown,
   * the first shown tab is selected instead.
   */
  selectedId?: string;
  /** The tab selected first when uncontrolled. @default the first shown tab */
  defaultSelectedId?: string;
  /** Called with the id of the tab the user picks. */
  onSelectionChange?: (id: string) => void;
  /**
   * Renders the panel of the selected tab. Only the selected panel is mounted, so a panel may
   * fetch its own data when first shown.
   */
  children: (id: string) => ReactNode;
}

/**
 * Tabs with counts (react-aria Tabs: arrow keys move between tabs, Tab moves into the panel).
 * Renders nothing when every tab is hidden. A tab's accessible name is its label followed by
 * its count ("Sets 12"), so tests find it with `getByRole('tab', { name: /^Sets/ })`.
 */
export function Tabs({
  'aria-label': ariaLabel,
  tabs,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  children,
}: TabsProps) {
  const shown = tabs.filter((tab) => tab.count === undefined || tab.count > 0);
  const first = shown[0];
  if (!first) return null;
  const isShown = (id: string | undefined): id is string =>
    id !== undefined && shown.some((tab) => tab.id === id);

  // Controlled or not, never both: RAC treats a present selectedKey as the source of truth.
  const selection =
    selectedId === undefined
      ? { defaultSelectedKey: isShown(defaultSelectedId) ? defaultSelectedId : first.id }
      : { selectedKey: isShown(selectedId) ? selectedId : first.id };
  return (
    <AriaTabs
      className={styles.tabs}
      {...selection}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
    >
      <AriaTabList className={styles.list} aria-label={ariaLabel} items={shown}>
        {(tab) => (
          <AriaTab id={tab.id} className={styles.tab}>
            <span>{tab.label}</span>
            {tab.count !== undefined && <Badge value={tab.count} tone="neutral" />}
          </AriaTab>
        )}
      </AriaTabList>
      {shown.map((tab) => (
        <AriaTabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {children(tab.id)}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
