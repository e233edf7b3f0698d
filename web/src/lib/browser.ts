/** Full page loads, in one place so tests can replace them (jsdom cannot navigate). */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
