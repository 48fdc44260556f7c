/**
 * After a refused submit, once the messages have rendered: focus the first field `form` marks invalid, so a long form
 * never fails silently below the fold (on a phone the button is far from the problem) and a keyboard or screen reader
 * user lands on it. Looked up in the next frame: before it, no field is marked yet on a first try.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
