import { Heading, Link, Stack } from '@rabbithole/design-system';
import { setsPage } from '../paths.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

export interface PlaceholderPageProps {
  /** The screen's name from spec.md section 2, shown as its heading. */
  title: string;
}

/** Stands in for a screen whose issue has not landed, so its route and links already work. */
export default function PlaceholderPage({ title }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <Stack space="xlarge" align="start">
      <Heading level={1}>{title}</Heading>
      <Link href={setsPage.path} variant="standalone">
        {setsPage.title}
      </Link>
    </Stack>
  );
}
