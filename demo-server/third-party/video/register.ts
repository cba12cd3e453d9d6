/**
 * A fake video platform ('DemoTube', consent category 'functional'): the embed page a shop
 * puts in an iframe. It may be framed by the shop only (frame-ancestors: under each name the
 * shop answers to), unlike the rest of this origin.
 */
import type { RegisterThirdParty } from '../context.ts';
import { errorPage } from '../app.ts';

const VIDEOS: Record<string, string> = { montage: 'Frontspoiler montieren', pflege: 'Felgen richtig pflegen' };

/**
 * What the player would do with the embed's parameters (as a real provider's: `autoplay=1`
 * starts it, `background=1` is the muted, looping background mode without controls), so a
 * page's choice can be seen in the frame.
 */
function playerState(query: Record<string, unknown>): string {
  if (query.background !== '1') return '';
  return query.autoplay === '1' ? '<p data-player="playing">Hintergrundvideo läuft (stumm, in Schleife)</p>' : '<p data-player="paused">Hintergrundvideo angehalten</p>';
}

export const registerVideo: RegisterThirdParty = (router, ctx) => {
  router.get('/video/embed/:id/', (req, res) => {
    const title = VIDEOS[req.params.id];
    res.set({ 'Content-Security-Policy': `default-src 'none'; style-src-attr 'unsafe-inline'; frame-ancestors ${ctx.shopOrigins.join(' ')} ${ctx.origin}` });
    res.removeHeader('X-Frame-Options');
    if (!title) return void res.status(404).type('html').send(errorPage('Video nicht gefunden', 'Dieses Video gibt es bei DemoTube nicht.'));
    res
      .type('html')
      .send(
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title} – DemoTube</title></head><body style="margin:0;font-family:sans-serif;background:#111;color:#fff;display:grid;place-items:center;height:100vh"><main><h1 style="font-size:1.2rem">${title}</h1><p>DemoTube-Player (Demo, kein echtes Video)</p>${playerState(req.query)}</main></body></html>`,
      );
  });
};
