// Argon2 at full cost on every fixture login would dominate the suite; fixtures share one hash
// (see harness.ts). Nothing else is global: each test builds its own app.
process.env.TZ = 'UTC';
