import { frameCases, sendFrameCase } from './tools/lib/wire-frames.ts';
const base = 'http://127.0.0.1:8124';
for (const nsp of ['/nope', '/division', '/']) { const c = frameCases(nsp).find(c => c.name.includes('4,000'))!;
for (let i = 0; i < 5; i++) { const t0 = Date.now(); const r = await sendFrameCase(base, nsp, c, 'polling', 150); console.log(nsp, Date.now() - t0, JSON.stringify(r)); } }
process.exit(0);
