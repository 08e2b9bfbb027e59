import type { TracklistItem } from '@rabbithole/design-system';
import { useState } from 'react';
import { useNotify } from '../toasts/index.ts';
import { engagementMessages } from './messages.ts';

type RowId = TracklistItem['id'];

interface Asked {
  isOn: boolean;
  isPending: boolean;
}

export interface RowToggleOptions<Answer> {
  /** The rows as the last read has them. */
  rows: readonly TracklistItem[];
  /** What a row's read says is stored. */
  stateOf: (row: TracklistItem) => boolean;
  /** The row showing `isOn` instead (and whatever moves with it, such as its count). */
  showAs: (row: TracklistItem, isOn: boolean) => TracklistItem;
  /** Sends the change of row `rowId`; undefined for a row this toggle cannot change. */
  send: (rowId: RowId) => Promise<Answer> | undefined;
  /** What the answer says is stored now. */
  selectedIn: (answer: Answer) => boolean;
  /** Puts the answer into the cached read, so the rows show what is stored. */
  keep: (rowId: RowId, answer: Answer) => Promise<unknown>;
  /** The snackbar for the stored state. */
  message: (rowId: RowId, isOn: boolean) => string;
}

export interface RowToggles {
  /** The rows with each change on its way shown at once. */
  items: TracklistItem[];
  /** TracklistTable's `onLikeChange` or `onWatchChange`: the row and the asked state. */
  onChange: (rowId: RowId, isOn: boolean) => void;
}

/**
 * One toggle on every row of a track list (like, watch): each flips at once on screen, settles on
 * the server's answer in the cached read with the snackbar of spec.md section 8, or rolls back
 * with its failure message. Presses on a row whose change is on its way are ignored.
 */
export function useRowToggles<Answer>(options: RowToggleOptions<Answer>): RowToggles {
  const { rows, stateOf, showAs, send, selectedIn, keep, message } = options;
  const notify = useNotify();
  // Row id → the state to show instead of the read's: asked for while the call is on its way,
  // then the stored one until the read (rendered in the background) shows it too.
  const [asked, setAsked] = useState<ReadonlyMap<RowId, Asked>>(new Map());
  const update = (rowId: RowId, next: Asked | null) =>
    setAsked((current) => {
      const copy = new Map(current);
      if (next) copy.set(rowId, next);
      else copy.delete(rowId);
      return copy;
    });

  // Rows whose read now agrees with what was stored lead again (adjusting state while rendering).
  const agreed = rows.filter((row) => {
    const wanted = asked.get(row.id);
    return wanted !== undefined && !wanted.isPending && wanted.isOn === stateOf(row);
  });
  if (agreed.length > 0) {
    setAsked((current) => {
      const copy = new Map(current);
      for (const row of agreed) copy.delete(row.id);
      return copy;
    });
  }

  const onChange = (rowId: RowId, isOn: boolean) => {
    if (asked.get(rowId)?.isPending) return;
    const sent = send(rowId);
    if (!sent) return;
    update(rowId, { isOn, isPending: true });
    sent
      .then(async (answer) => {
        const stored = selectedIn(answer);
        update(rowId, { isOn: stored, isPending: false });
        await keep(rowId, answer);
        notify(message(rowId, stored), 'success');
      })
      .catch((error: unknown) => {
        console.error('A change was refused', error);
        update(rowId, null);
        notify(engagementMessages.failed, 'error');
      });
  };

  const items = rows.map((row) => {
    const wanted = asked.get(row.id)?.isOn;
    return wanted === undefined || wanted === stateOf(row) ? row : showAs(row, wanted);
  });
  return { items, onChange };
}
