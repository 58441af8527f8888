// Full page loads (a new session and CSRF token come with the page). One object, so tests
// can watch it: the test browser cannot really leave the page.

export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
