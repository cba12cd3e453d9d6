/** A fake advertising pixel (consent category 'advertisement'): a 1×1 transparent GIF. */
import type { RegisterThirdParty } from '../context.ts';

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const registerPixel: RegisterThirdParty = (router) => {
  router.get('/pixel/collect.gif', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('image/gif').send(GIF);
  });
};
