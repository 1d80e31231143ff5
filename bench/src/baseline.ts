// The bare-Fastify baseline: one plain route answering a small JSON object, no plugins, no hooks, no
// logger. Started as its own Node process like the real server, and driven by the same load
// generator in the same run, so every scenario can be read as a fraction of what Fastify itself
// serves on this machine at that moment.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/baseline', async () => ({ ok: true, id: 1, name: 'baseline' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
console.log('baseline listening');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
