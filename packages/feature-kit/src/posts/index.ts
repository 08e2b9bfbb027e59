// The posts/ folder's public entry: the comment threads of set and track pages (house style 8).
export { commentsQuery, type CommentsOf } from './api.ts';
export { commentItem, formatMoment } from './commentItem.ts';
export { CommentsContainer, type CommentsContainerProps } from './CommentsContainer.tsx';
export { useComments } from './useComments.ts';
