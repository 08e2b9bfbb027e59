import { PublicLayout, type PublicLayoutVariant } from '@rabbithole/design-system';
import { OfflineGateContainer } from '@rabbithole/feature-kit';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AppFooter } from './AppFooter.tsx';
import { PageFallback } from './PageFallback.tsx';
import { useMainRef } from './MainLandmark.ts';

interface GuestLayoutProps {
  children: ReactNode;
  /** `form` for the sign-in pages, `prose` for the four public text pages. */
  variant: PublicLayoutVariant;
}

/** The public area's two columns: the page, and the promo panel beside it on large screens. */
export function GuestLayout({ children, variant }: GuestLayoutProps) {
  const [pathname] = useLocation();
  return (
    <PublicLayout variant={variant} mainRef={useMainRef()} footer={<AppFooter />}>
      <OfflineGateContainer pageKey={pathname}>
        <Suspense fallback={<PageFallback />}>{children}</Suspense>
      </OfflineGateContainer>
    </PublicLayout>
  );
}
