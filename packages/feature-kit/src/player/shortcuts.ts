/** What a key on the page asks of the player. */
export type Shortcut = 'toggle' | 'back' | 'forward' | 'previous-track' | 'next-track' | 'help';

/**
 * Where keys are the field's own: typing, moving a caret or a slider, picking an option. Inputs
 * that are only pressed (buttons, checkboxes) leave the arrows to the player.
 */
const TYPING =
  'input:not([type=button], [type=submit], [type=reset], [type=checkbox], [type=image], ' +
  '[type=file], [type=color]), textarea, select, [role=slider], [role=textbox], ' +
  '[role=searchbox], [role=spinbutton], [role=combobox]';
/** Where Space presses the control in focus. */
const PRESSABLE =
  'button, a[href], summary, input, [role=button], [role=link], [role=checkbox], ' +
  '[role=switch], [role=menuitem], [role=menuitemcheckbox], [role=option], [role=tab], [role=radio]';

function focusedWithin(target: EventTarget | null, selector: string): boolean {
  return target instanceof Element && target.closest(selector) !== null;
}

/**
 * The player shortcut `event` asks for: Space plays or pauses, ←/→ move 10 s, Shift+←/→ move by
 * track, ? shows the shortcuts. None while a field has the keys, with Ctrl, Alt or ⌘ held (the
 * browser's and the system's shortcuts), or when a control already handled the key.
 */
export function shortcutFor(event: KeyboardEvent): Shortcut | undefined {
  const { target } = event;
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (focusedWithin(target, TYPING) || (target instanceof HTMLElement && target.isContentEditable))
    return undefined;
  switch (event.key) {
    case ' ':
      return event.repeat || focusedWithin(target, PRESSABLE) ? undefined : 'toggle';
    case 'ArrowLeft':
      return event.shiftKey ? 'previous-track' : 'back';
    case 'ArrowRight':
      return event.shiftKey ? 'next-track' : 'forward';
    case '?':
      return 'help';
    default:
      return undefined;
  }
}
