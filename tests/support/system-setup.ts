// The system tests (npm run test:system) run the portal as processes against a real
// PostgreSQL server and Redis: without them there is nothing to prove, so the run stops here
// with what to set, rather than passing by skipping.

export default function setup() {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `The system tests need ${missing.join(' and ')}: e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm run test:system`,
    );
  }
}
