/** Fixed secrets for test servers: tests must be repeatable, and nothing here is real. */
export const testSecrets = {
  SESSION_SECRET: 'test-session-secret-0123456789abcdef',
  DATA_KEY: 'test-data-key-0123456789abcdef012345',
};
