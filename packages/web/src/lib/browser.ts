/**
 * Full-page navigation, kept behind one object so that tests can replace it
 * (jsdom cannot navigate) with `vi.spyOn(browser, 'reload')`.
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  pathname(): string {
    return window.location.pathname;
  },
};
