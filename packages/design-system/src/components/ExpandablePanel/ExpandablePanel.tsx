import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosurePanel,
  Heading as AriaHeading,
} from 'react-aria-components';
import { ChevronDownIcon } from '../private/entityIcons';
import * as styles from './ExpandablePanel.css';

/**
 * The label page's panel for curators that are not labels (spec.md section 2: "Curator profiles
 * coming soon!" with text saying the feature is under development). The title is the spec's
 * words; the body is ours.
 */
export const curatorPanelCopy = {
  title: 'Curator profiles coming soon!',
  body: 'We are still building profiles for curators such as promoters and venues. Until then, their sets and tracks are listed below.',
} as const;

export interface ExpandablePanelProps {
  /** The trigger's label and the panel's heading, e.g. "Bio". */
  title: string;
  /** The content; a string keeps its line breaks. */
  children: ReactNode;
  /**
   * Open on first render.
   * @default false
   */
  defaultExpanded?: boolean;
  /**
   * The heading level of the trigger, to fit the page outline (the page's h1 is the header).
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A titled panel that opens and closes (react-aria Disclosure): the artist's and label's Bio, or
 * the curator panel. The trigger is a button inside a heading, with `aria-expanded`.
 */
export function ExpandablePanel({
  title,
  children,
  defaultExpanded = false,
  headingLevel = 2,
}: ExpandablePanelProps) {
  return (
    <Disclosure className={styles.panel} defaultExpanded={defaultExpanded}>
      <AriaHeading level={headingLevel} className={styles.heading}>
        <AriaButton slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </AriaButton>
      </AriaHeading>
      <DisclosurePanel className={styles.content}>{children}</DisclosurePanel>
    </Disclosure>
  );
}
