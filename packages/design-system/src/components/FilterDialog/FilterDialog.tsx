import { startTransition, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  RadioButton,
  RadioField,
  RadioGroup,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { afterNextPaint } from '../private/afterNextPaint';
import * as dialogStyles from '../private/dialog.css';
import type { SortDescriptor, SortDirection } from '../SortableTable/sort';
import * as styles from './FilterDialog.css';

/** A field the list may be sorted by, and its name (a column header on larger screens). */
export interface SortField<Field extends string> {
  field: Field;
  name: string;
}

/** What the dialog applies: a genre (or none) and an order. */
export interface FilterValue<Field extends string> {
  genre: string | undefined;
  sort: SortDescriptor<Field>;
}

export interface FilterDialogProps<Field extends string> {
  /** The genres to choose from (spec.md section 9's 20). */
  genres: readonly string[];
  /** The genre applied now; undefined for all genres. */
  genre: string | undefined;
  /** The order applied now. */
  sort: SortDescriptor<Field>;
  /** The list's default order: what Clear goes back to. */
  defaultSort: SortDescriptor<Field>;
  /** The "Sort by" choices of the dialog on small screens (larger screens sort by the headers). */
  sortFields: readonly SortField<Field>[];
  /** Called by Save changes, by Clear and by the active genre chip (both reset). */
  onChange: (value: FilterValue<Field>) => void;
  /**
   * Where the dialog offers "Sort by": only under 600 px, where a table's headers give way to
   * cards (spec.md section 2), or at every width for a list that is cards everywhere.
   * @default 'small-screens'
   */
  sortChoice?: SortChoice;
}

export const sortChoices = ['small-screens', 'always'] as const;
export type SortChoice = (typeof sortChoices)[number];

const ALL_GENRES = '';

/** One choice, drawn as a chip that fills when selected. */
const Option = ({ value, label }: { value: string; label: string }) => (
  <RadioField value={value}>
    <RadioButton className={styles.option}>{label}</RadioButton>
  </RadioField>
);
const directionNames: Record<SortDirection, string> = { asc: 'ascending', desc: 'descending' };
const sortKey = (sort: SortDescriptor) => `${sort.column}:${sort.direction}`;

/**
 * The shared filter of the discover lists (spec.md section 2): a "Filter" chip ("Filter & Sort"
 * under 600 px) opening a dialog with the genres, Sort by on small screens and "Save changes";
 * the active genre stays visible as a chip, and it or the Clear chip resets genre and sort.
 */
export function FilterDialog<Field extends string>({
  genres,
  genre,
  sort,
  defaultSort,
  sortFields,
  onChange,
  sortChoice = 'small-screens',
}: FilterDialogProps<Field>) {
  const [isOpen, setOpen] = useState(false);
  const overlayRef = useRef<HTMLDivElement>(null);
  /** Set from a close's press until the dialog is gone, so a second Escape closes nothing more. */
  const isClosing = useRef(false);
  const [draftGenre, setDraftGenre] = useState(genre ?? ALL_GENRES);
  const [draftSort, setDraftSort] = useState(sortKey(sort));
  const sortOptions = sortFields.flatMap(({ field, name }) =>
    (['asc', 'desc'] as const).map((direction) => ({
      key: sortKey({ column: field, direction }),
      label: `${name} (${directionNames[direction]})`,
      sort: { column: field, direction },
    })),
  );
  const reset = () => onChange({ genre: undefined, sort: defaultSort });
  const isFiltered = genre !== undefined || sortKey(sort) !== sortKey(defaultSort);

  const openChange = (open: boolean) => {
    // Opening shows what is applied now, not an earlier unsaved choice; closing it any way but
    // Save changes (Cancel, Escape, a press outside) resets genre and sort (spec.md section 4).
    if (open) {
      // The dialog's two dozen radio fields are the heaviest render of the press: as a transition
      // React renders them in slices, so the press paints at once (INP) and the dialog follows.
      startTransition(() => {
        setDraftGenre(genre ?? ALL_GENRES);
        setDraftSort(sortKey(sort));
        setOpen(true);
      });
      return;
    }
    close(() => {
      if (isFiltered) reset();
    });
  };
  /**
   * The dialog disappears in the press's own frame; unmounting its fields, giving the page back
   * from `inert` (a style pass over the whole page) and applying the choice follow that paint.
   * Done in the press, they held its paint up by a quarter of a second at 4× CPU slowdown.
   */
  const close = (apply: () => void) => {
    if (isClosing.current) return;
    isClosing.current = true;
    overlayRef.current?.setAttribute('data-closing', '');
    afterNextPaint(() => {
      isClosing.current = false;
      apply();
      setOpen(false);
    });
  };
  const save = () => {
    const chosen = sortOptions.find((option) => option.key === draftSort)?.sort ?? sort;
    close(() =>
      onChange({ genre: draftGenre === ALL_GENRES ? undefined : draftGenre, sort: chosen }),
    );
  };

  return (
    <div className={styles.bar}>
      <DialogTrigger isOpen={isOpen} onOpenChange={openChange}>
        <AriaButton className={styles.chip}>
          <span className={styles.wideOnly}>Filter</span>
          <span className={styles.narrowOnly}>Filter &amp; Sort</span>
        </AriaButton>
        {/* Unmounted when closed: a mounted overlay renders all its fields once more on closing,
            to look for an exit animation it does not have (a third of Save changes' delay). */}
        {isOpen && (
          <ModalOverlay ref={overlayRef} className={dialogStyles.overlay} isDismissable>
            <Modal className={dialogStyles.modal}>
              <Dialog className={dialogStyles.dialog}>
                <Heading slot="title" className={styles.groupLabel}>
                  Filter
                </Heading>
                <RadioGroup className={styles.group} value={draftGenre} onChange={setDraftGenre}>
                  <Label className={styles.groupLabel}>Genre</Label>
                  <div className={styles.options}>
                    <Option value={ALL_GENRES} label="All genres" />
                    {genres.map((name) => (
                      <Option key={name} value={name} label={name} />
                    ))}
                  </div>
                </RadioGroup>
                <RadioGroup
                  className={sortChoice === 'always' ? styles.group : styles.sortGroup}
                  value={draftSort}
                  onChange={setDraftSort}
                >
                  <Label className={styles.groupLabel}>Sort by</Label>
                  <div className={styles.options}>
                    {sortOptions.map((option) => (
                      <Option key={option.key} value={option.key} label={option.label} />
                    ))}
                  </div>
                </RadioGroup>
                <div className={dialogStyles.actions}>
                  <Button variant="secondary" onPress={() => openChange(false)}>
                    Cancel
                  </Button>
                  <Button onPress={save}>Save changes</Button>
                </div>
              </Dialog>
            </Modal>
          </ModalOverlay>
        )}
      </DialogTrigger>
      {genre !== undefined && (
        <AriaButton
          className={`${styles.chip} ${styles.activeChip}`}
          aria-label={`${genre}, clear filter`}
          onPress={reset}
        >
          <span className={styles.chipLabel}>{genre}</span>
          <span aria-hidden="true">✕</span>
        </AriaButton>
      )}
      {isFiltered && (
        <AriaButton className={styles.chip} onPress={reset}>
          Clear
        </AriaButton>
      )}
    </div>
  );
}
