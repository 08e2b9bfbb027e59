import { LegalPage } from '@rabbithole/design-system';
import { Children, type ReactNode } from 'react';
import { useDocumentTitle } from '../../useDocumentTitle.ts';

export interface ProsePageProps {
  /** The page's `h1`, also the tab's title. */
  title: string;
  /** A line under the title: the version and revision date of a legal text. */
  meta?: ReactNode;
  /** The opening paragraph, in the text's strongest tone. */
  lead?: ReactNode;
  children: ReactNode;
}

/**
 * A public text page (/about, /policy, /terms, /contact): the design system's LegalPage, which
 * styles the plain `h2`, `p` and `ul` elements written below.
 */
export function ProsePage({ title, meta, lead, children }: ProsePageProps) {
  useDocumentTitle(title);
  return (
    <LegalPage title={title} meta={meta}>
      {lead && (
        <p>
          <strong>{lead}</strong>
        </p>
      )}
      {children}
    </LegalPage>
  );
}

/** A titled part of a text page; its `h2`s make the page's outline read as a contents. */
export function ProseSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h2>{title}</h2>
      {children}
    </>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p>{children}</p>;
}

/** A bulleted list; each child is one item. */
export function BulletList({ children }: { children: ReactNode }) {
  return (
    <ul>
      {Children.map(children, (item) => (
        <li>{item}</li>
      ))}
    </ul>
  );
}
