/** A fake photo-sharing service (the photo feed's pictures, consent category 'functional'): generated SVGs. */
import type { RegisterThirdParty } from '../context.ts';

const COLOURS = ['#0b5cad', '#2e7d32', '#ad5a0b', '#6a1b9a'];

export const registerPhotoFeed: RegisterThirdParty = (router) => {
  router.get('/photo-feed/photo-:n.svg', (req, res) => {
    const n = Number(req.params.n);
    if (!Number.isInteger(n) || n < 1 || n > COLOURS.length) return void res.status(404).type('text/plain').send('Foto nicht gefunden');
    res
      .set('Cache-Control', 'public, max-age=3600')
      .type('image/svg+xml')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><rect width="300" height="300" fill="${COLOURS[n - 1]}"/><text x="150" y="160" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">Foto ${n}</text></svg>`,
      );
  });
};
