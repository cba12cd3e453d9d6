/** Generated files: product images (SVG, with their own fault endpoint) and safety documents (PDF). */
import type { Router } from 'express';
import type { ShopContext } from '../http/context.ts';
import { answerCall } from '../faults/inject.ts';
import type { FaultEndpointSpec } from '../faults/registry.ts';
import { findAttachment } from './catalogue.ts';
import { findImage, productSvg } from './images.ts';
import { tinyPdf } from './pdf.ts';

export const imagesFault = {
  name: 'images',
  label: 'Produktbilder',
  // A hung image would stall every page.
  inStar: false,
  serverError: { status: 500, type: 'text/plain', body: 'Simulierter Serverfehler (HTTP 500).' },
  brokenBody: { status: 200, type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"><rect' },
  errorBody: () => ({ status: 404, type: 'text/plain', body: 'Bild nicht gefunden.' }),
} as const satisfies FaultEndpointSpec;

export function registerProductFiles(router: Router, ctx: ShopContext): void {
  const images = ctx.faults.register(imagesFault);

  router.get('/images/:file', (req, res, next) => {
    const found = findImage(String(req.params.file));
    if (!found) return next();
    const { product, index, size, total } = found;
    answerCall({
      res,
      endpoint: images,
      // Only when the cookie names a session: images never create one.
      visitor: ctx.sessions.peek(req),
      fields: {},
      held: ctx.held,
      answer: () => {
        if (res.writableEnded || res.destroyed) return;
        res.set('Cache-Control', 'public, max-age=3600');
        res.type('image/svg+xml').send(productSvg(product, size, index, total));
      },
    });
  });
  router.use('/images', (_req, res) => {
    res.status(404).type('text/plain').send('Bild nicht gefunden.');
  });

  router.get('/downloads/:file', (req, res, next) => {
    const match = /^([a-z0-9-]+)\.pdf$/.exec(String(req.params.file));
    const found = match ? findAttachment(match[1]!) : undefined;
    if (!found) return next();
    res.set('Cache-Control', 'public, max-age=3600');
    res.set('Content-Disposition', `inline; filename="${match![1]}.pdf"`);
    res
      .type('application/pdf')
      .send(tinyPdf(found.attachment.title, [`Produkt: ${found.product.name} (Artikelnummer ${found.product.sku})`, 'Schaufenster Demo-Shop - generiertes Beispieldokument, kein echtes Datenblatt.']));
  });
  router.use('/downloads', (_req, res) => {
    res.status(404).type('text/plain').send('Datei nicht gefunden.');
  });
}
