/**
 * Runs `task` once the browser has painted what is on screen now: the press that asked for it
 * shows its answer first, and work that can follow (unmounting a dialog's fields, giving the page
 * back from `inert`) does not hold that paint up (INP, bench/README.md). A tab that is not
 * painting (hidden) gets no frame, so there the task runs at once.
 */
export function afterNextPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') {
    task();
    return;
  }
  // The callback of a frame runs before its paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(task, 0));
}
