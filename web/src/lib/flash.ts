import { toast } from 'sonner';

const KEY = 'roomcraft.flash';

export interface Flash {
  title: string;
  description?: string;
}

/** Keeps a toast for the next page load (e.g. 'Logged out' across the reload that follows signing out). */
export function setFlash(flash: Flash): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Without storage the toast is simply not shown.
  }
}

/** Shows and forgets the toast kept by `setFlash`, if any. */
export function showFlash(): void {
  let flash: Flash | null = null;
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    flash = raw ? (JSON.parse(raw) as Flash) : null;
  } catch {
    flash = null;
  }
  if (flash?.title) toast.success(flash.title, { description: flash.description });
}
