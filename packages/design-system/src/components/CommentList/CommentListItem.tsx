import { useEffect, useRef, useState } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Box } from '../Box/Box';
import { CommentForm } from '../CommentForm/CommentForm';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { CommentActions } from './CommentActions';
import type { CommentItem } from './CommentList';
import * as styles from './CommentList.css';

/** "June 20, 2025 at 9:15 PM" for a comment's ISO date, or nothing when it does not parse. */
function fullDate(iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
}

export interface CommentListItemProps {
  comment: CommentItem;
  onEdit?: ((comment: CommentItem, text: string) => Promise<boolean> | boolean) | undefined;
  onDelete?: ((comment: CommentItem) => void) | undefined;
}

/** One comment; the viewer's own carries the Edit/Delete menu and switches to edit mode. */
export function CommentListItem({ comment, onEdit, onDelete }: CommentListItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Leaving edit mode puts focus back on the menu button, where the viewer started from,
  // rather than dropping it on <body> with the form that held it.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (isEditing || !returnFocus.current) return;
    returnFocus.current = false;
    triggerRef.current?.focus();
  }, [isEditing]);

  const stopEditing = () => {
    returnFocus.current = true;
    setIsEditing(false);
  };
  const update = async (text: string) => {
    const saved = (await onEdit?.(comment, text)) ?? false;
    if (saved) stopEditing();
    return saved;
  };

  const hasActions = comment.isOwn === true && (onEdit !== undefined || onDelete !== undefined);
  const title = comment.postedAt ? fullDate(comment.postedAt) : undefined;
  return (
    <li className={hasActions ? styles.commentWithActions : styles.comment}>
      <Avatar name={comment.author} src={comment.avatarUrl ?? null} size="small" />
      <Stack space="xsmall">
        <Box display="flex" flexWrap="wrap" gap="small" alignItems="baseline">
          <Text component="span" weight="semibold">
            {comment.author}
          </Text>
          <Text component="span" size="small" tone="muted">
            {comment.postedAt ? (
              <time dateTime={comment.postedAt} title={title}>
                {comment.postedOn}
              </time>
            ) : (
              comment.postedOn
            )}
          </Text>
          {comment.atMoment && (
            <Text component="span" size="small" tone="accent">
              at {comment.atMoment}
            </Text>
          )}
        </Box>
        {isEditing ? (
          <CommentForm
            label="Edit your comment"
            submitLabel="Update"
            defaultValue={comment.text}
            onSubmit={update}
            onCancel={stopEditing}
            autoFocus
          />
        ) : (
          <div className={styles.text}>
            <Text>{comment.text}</Text>
          </div>
        )}
      </Stack>
      {hasActions && !isEditing && (
        <CommentActions
          triggerRef={triggerRef}
          onEdit={onEdit && (() => setIsEditing(true))}
          onDelete={onDelete && (() => onDelete(comment))}
        />
      )}
    </li>
  );
}
