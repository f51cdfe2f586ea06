import Fastify from 'fastify';

/**
 * The start benchmark's baseline (start.ts): Fastify with no route but /readyz, started as the
 * console is (node --import tsx), so the difference is what the console itself does at start.
 */
const app = Fastify();
app.get('/readyz', async () => ({ status: 'ready' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
