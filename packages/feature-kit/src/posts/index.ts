// The posts/ folder's public entry: the comment threads of set and track pages (house style 8).
export {
  commentWrites,
  commentsQuery,
  editedCommentBody,
  newCommentBody,
  type CommentsOf,
} from './api.ts';
export { commentItem, formatMoment, type CommentItemOptions } from './commentItem.ts';
export { CommentsContainer, type CommentsContainerProps } from './CommentsContainer.tsx';
export { useCommentActions, type CommentActions, type CommentRef } from './useCommentActions.ts';
export { useComments, type Comments } from './useComments.ts';
