// Apart from common.ts, whose schemas would come along: the web app's first script pages lists.

/** spec.md section 9: every list pages by 20; notifications by 10. */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
