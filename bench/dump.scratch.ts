import { startDemoShop } from '../demo-server/start.ts';
const s = await startDemoShop({});
const html = await (await fetch(s.url + process.argv[2], { headers: { cookie: 'sf_build=preact' } })).text();
const body = html.replace(/<script nonce[^>]*>[\s\S]*?<\/script>/, '');
for (const m of body.matchAll(new RegExp(`<(script|iframe|img)[^>]*${s.thirdPartyUrl.replace(/[/.:]/g, '\\$&')}[^>]*>`, 'g'))) console.log(m[0].slice(0, 300));
await s.close();
