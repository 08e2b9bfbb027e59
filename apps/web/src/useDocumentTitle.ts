import { useEffect } from 'react';

export const PRODUCT_NAME = 'Rabbithole';

/** "Discover Sets · Rabbithole": the page first, so tabs and history entries tell pages apart. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${PRODUCT_NAME}`;
}

// The tab names the page, or while a track plays the track (as audio apps do, so a listener
// finds the playing tab); both are kept so either can change without losing the other.
const titles: { page: string; playing: string | null } = { page: PRODUCT_NAME, playing: null };

function showTitle() {
  document.title = titles.playing === null ? titles.page : `▶ ${titles.playing}`;
}

/** Names the tab after the page while it is shown. */
export function useDocumentTitle(pageTitle: string) {
  useEffect(() => {
    titles.page = documentTitle(pageTitle);
    showTitle();
  }, [pageTitle]);
}

/** While `playing` ("Track · Set") is set, the tab names it instead of the page. */
export function usePlayingTitle(playing: string | null) {
  useEffect(() => {
    titles.playing = playing;
    showTitle();
    return () => {
      titles.playing = null;
      showTitle();
    };
  }, [playing]);
}

export interface PageMeta {
  /** The page's own title; the product name is added. */
  title: string;
  description?: string;
  /** Absolute or site-relative URL of the social-preview image. */
  image?: string;
}

const metaProperties = ['og:title', 'og:description', 'og:image', 'og:url'] as const;

function setMetaProperty(property: (typeof metaProperties)[number], content: string | undefined) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  if (content === undefined) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute('property', property);
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Titles the tab and sets the Open Graph tags of the page shown (spec.md section 2: "the
 * social-preview title and image are set"), so a link copied from the address bar previews as
 * what is on screen. The tags go when the page does, so the next page never inherits them.
 */
export function usePageMeta({ title, description, image }: PageMeta) {
  useDocumentTitle(title);
  useEffect(() => {
    setMetaProperty('og:title', documentTitle(title));
    setMetaProperty('og:description', description);
    setMetaProperty('og:image', image && new URL(image, window.location.origin).href);
    setMetaProperty('og:url', window.location.href);
    return () => {
      for (const property of metaProperties) setMetaProperty(property, undefined);
    };
  }, [title, description, image]);
}
