import { useLayoutEffect, useRef, useState } from 'react';
import { GenreChip, type GenreChipList } from '../GenreChip/GenreChip';
import * as styles from './Card.css';

export interface CardTagsProps {
  tags: readonly string[];
  /** Where each tag links to, filtered by it; plain chips when undefined. */
  genreList: GenreChipList | undefined;
  id: string;
}

/**
 * The card's chips on one row. A chip that does not fit beside the ones before it wraps out of
 * sight and is made inert, so it is neither seen nor reached by Tab; the first chip always shows,
 * clipped with an ellipsis only when its name alone is wider than the card (its title, and for a
 * link its accessible name, keep the whole name).
 */
export function CardTags({ tags, genreList, id }: CardTagsProps) {
  const listRef = useRef<HTMLSpanElement>(null);
  const [fitting, setFitting] = useState(tags.length);

  // Measured in the ResizeObserver's callbacks only, which run after the frame's own layout:
  // reading offsetTop there costs nothing, where a read in a layout effect forced a layout of the
  // whole page for every batch of cards (80 cards on /home: over a second of a phone's CPU). The
  // first callback comes before the first paint, and a chip that has not been counted yet has
  // wrapped out of sight anyway. The chips are observed too, not only the row: when the web font
  // arrives a chip widens and the next one wraps while the row keeps its size.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(() => {
      const items = Array.from(list.children) as HTMLElement[];
      const firstTop = items[0]?.offsetTop ?? 0;
      setFitting(items.filter((item) => item.offsetTop === firstTop).length);
    });
    observer.observe(list);
    for (const item of Array.from(list.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [tags]);

  return (
    <span className={styles.tags} id={id}>
      <span ref={listRef} className={styles.tagList}>
        {tags.map((tag, index) => {
          const hidden = index >= fitting;
          return (
            <span
              key={tag}
              className={styles.tagItem}
              data-overflow={hidden || undefined}
              inert={hidden}
            >
              {genreList ? (
                <GenreChip genre={tag} list={genreList} />
              ) : (
                <span className={styles.tag} title={tag}>
                  {tag}
                </span>
              )}
            </span>
          );
        })}
      </span>
    </span>
  );
}
