/**
 * The fullscreen lightbox, loaded on first use (it is most of the gallery's code). PhotoSwipe
 * does the hard parts (pinch and wheel zoom, pan, swipe, keyboard, focus trap and return); this
 * adds what the spec asks beyond it: fullscreen, share with download, caption, the German
 * labels and failure message, a dialog name, and the page made inert behind it.
 */
import PhotoSwipe, { type SlideData } from 'photoswipe';
import photoswipeCss from 'photoswipe/dist/photoswipe.css?raw';
import { addCatalogue } from '../../src/core/i18n/i18n';
import { t } from './i18n';
import { galleryNumber, LIGHTBOX_REMOVAL_DELAY_MS, lightboxHash, parseLightboxHash, readGalleryItems, type GalleryItem } from './rules';

// The lightbox's texts load with it: a page that never opens it does not carry them.
addCatalogue({
  'The image could not be loaded.': 'Das Bild konnte nicht geladen werden.',
  'Open image %s directly': 'Bild %s direkt öffnen',
  'Image gallery': 'Bildergalerie',
  'Close (Esc)': 'Schließen (Esc)',
  'Zoom in/out': 'Vergrößern/Verkleinern',
  'Previous (arrow left)': 'Zurück (Pfeil links)',
  'Next (arrow right)': 'Weiter (Pfeil rechts)',
  'Toggle fullscreen': 'Vollbild ein/aus',
  Share: 'Teilen',
  'Share on Facebook': 'Auf Facebook teilen',
  'Share on X': 'Auf X teilen',
  'Pin it': 'Auf Pinterest merken',
  'Download image': 'Bild herunterladen',
});

interface LightboxRequest {
  items: GalleryItem[];
  index: number;
  /** The open dialog the gallery sits in (quick view), else the page body. */
  appendTo: HTMLElement;
  onChange(index: number): void;
  /** The lightbox started closing (focus returns when it is gone). */
  onClose(): void;
  /** Where focus goes when the lightbox is gone and nothing had focus before (opened from the address). */
  fallbackFocus: HTMLElement | null;
}

interface Lightbox {
  close(): void;
}

let photoswipeSheet: CSSStyleSheet | undefined;

/**
 * PhotoSwipe's stylesheet, as a constructed stylesheet where the browser has them: a shop's
 * Content-Security-Policy governs <style> elements (they need 'unsafe-inline', a nonce or a
 * hash) but not stylesheets built through the CSSOM, so the lightbox works under a strict
 * policy without the shop allowing inline styles. Elsewhere a <style> element, carrying the
 * page's script nonce if it has one.
 */
function addStylesOnce(): void {
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && Array.isArray(document.adoptedStyleSheets)) {
    if (!photoswipeSheet) {
      photoswipeSheet = new CSSStyleSheet();
      photoswipeSheet.replaceSync(photoswipeCss);
    }
    if (!document.adoptedStyleSheets.includes(photoswipeSheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, photoswipeSheet];
    return;
  }
  if (document.getElementById('sf-photoswipe-styles')) return;
  const style = document.createElement('style');
  style.id = 'sf-photoswipe-styles';
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) style.nonce = nonce;
  style.textContent = photoswipeCss;
  document.head.append(style);
}

const icon = (path: string) => `<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="${path}"/></svg>`;
const FULLSCREEN_ICON = icon('M8 8h6v2h-4v4H8zm10 0h6v6h-2v-4h-4zM8 18h2v4h4v2H8zm14 0h2v6h-6v-2h4z');
const SHARE_ICON = icon('M21 7a3 3 0 1 1-2.8 4l-5.5 2.8a3 3 0 0 1 0 2.4l5.5 2.8a3 3 0 1 1-.9 1.8L11.8 18a3 3 0 1 1 0-4l5.5-2.8A3 3 0 0 1 21 7z');

/** Social links and the download, for the picture on screen and the address that reopens it. */
function shareLinks(item: GalleryItem): Array<{ label: string; href: string; download?: boolean }> {
  const page = encodeURIComponent(location.href);
  const image = encodeURIComponent(new URL(item.largeSrc, location.href).href);
  const text = encodeURIComponent(item.caption || item.alt || document.title);
  return [
    { label: t('Share on Facebook'), href: `https://www.facebook.com/sharer/sharer.php?u=${page}` },
    { label: t('Share on X'), href: `https://x.com/intent/post?url=${page}&text=${text}` },
    { label: t('Pin it'), href: `https://www.pinterest.com/pin/create/button/?url=${page}&media=${image}&description=${text}` },
    { label: t('Download image'), href: item.largeSrc, download: true },
  ];
}

/** Everything but the lightbox becomes inert while it is open; returns the undo. */
function inertSiblings(element: HTMLElement): () => void {
  const made = [...(element.parentElement?.children ?? [])].filter((sibling) => sibling !== element && !sibling.hasAttribute('inert') && sibling.id !== 'sf-live-region');
  made.forEach((sibling) => sibling.setAttribute('inert', ''));
  return () => made.forEach((sibling) => sibling.removeAttribute('inert'));
}

function openLightbox(request: LightboxRequest): Lightbox {
  addStylesOnce();
  // Before PhotoSwipe focuses itself (during init when there is no animation).
  const opener = document.activeElement;
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const dataSource: SlideData[] = request.items.map((item) => ({
    src: item.largeSrc,
    msrc: item.src,
    width: item.largeWidth,
    height: item.largeHeight,
    alt: item.alt,
  }));
  const pswp = new PhotoSwipe({
    dataSource,
    index: request.index,
    appendToEl: request.appendTo,
    showHideAnimationType: reducedMotion ? 'none' : 'fade',
    hideAnimationDuration: LIGHTBOX_REMOVAL_DELAY_MS,
    bgOpacity: 0.92,
    closeTitle: t('Close (Esc)'),
    zoomTitle: t('Zoom in/out'),
    arrowPrevTitle: t('Previous (arrow left)'),
    arrowNextTitle: t('Next (arrow right)'),
    errorMsg: t('The image could not be loaded.'),
    indexIndicatorSep: ' / ',
  });
  const current = () => request.items[pswp.currIndex]!;

  // §8: the failure names the picture and links to it, so it can still be opened directly.
  pswp.addFilter('contentErrorElement', (element, content) => {
    element.textContent = `${t('The image could not be loaded.')} `;
    const link = document.createElement('a');
    link.href = String(content.data.src ?? '');
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = t('Open image %s directly', content.index + 1);
    element.append(link);
    element.setAttribute('role', 'alert');
    return element;
  });

  pswp.on('uiRegister', () => {
    if (document.fullscreenEnabled) {
      pswp.ui?.registerElement({
        name: 'sf-fullscreen',
        order: 9,
        isButton: true,
        title: t('Toggle fullscreen'),
        html: FULLSCREEN_ICON,
        onInit(button) {
          button.setAttribute('aria-pressed', 'false');
          const sync = () => button.setAttribute('aria-pressed', String(document.fullscreenElement === pswp.element));
          const listening = new AbortController();
          document.addEventListener('fullscreenchange', sync, { signal: listening.signal });
          pswp.on('destroy', () => listening.abort());
        },
        onClick() {
          if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
          else void pswp.element?.requestFullscreen().catch(() => undefined);
        },
      });
    }
    pswp.ui?.registerElement({
      name: 'sf-share',
      order: 8,
      isButton: true,
      title: t('Share'),
      html: SHARE_ICON,
      onInit(button) {
        const menu = document.createElement('div');
        menu.className = 'sf-pswp-share';
        menu.id = 'sf-pswp-share-menu';
        menu.hidden = true;
        button.setAttribute('aria-expanded', 'false');
        button.setAttribute('aria-controls', menu.id);
        // The button is not in the page yet; the menu follows it once it is.
        pswp.on('bindEvents', () => button.after(menu));
        const show = (open: boolean) => {
          if (open) {
            menu.replaceChildren(
              ...shareLinks(current()).map(({ label, href, download }) => {
                const link = document.createElement('a');
                link.href = href;
                link.textContent = label;
                if (download) link.download = '';
                else Object.assign(link, { target: '_blank', rel: 'noopener' });
                return link;
              }),
            );
          }
          menu.hidden = !open;
          button.setAttribute('aria-expanded', String(open));
        };
        button.addEventListener('click', () => {
          const opening = button.getAttribute('aria-expanded') !== 'true';
          show(opening);
          if (opening) menu.querySelector('a')?.focus();
        });
        // Escape closes the menu first, not the whole lightbox (PhotoSwipe listens on document).
        menu.addEventListener('keydown', (event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          show(false);
          button.focus();
        });
        pswp.on('change', () => show(false));
      },
    });
    pswp.ui?.registerElement({
      name: 'sf-caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit(caption) {
        const update = () => {
          caption.textContent = current().caption;
          caption.hidden = !current().caption;
        };
        pswp.on('change', update);
        update();
      },
    });
  });

  let restoreInert = () => {};
  pswp.on('change', () => request.onChange(pswp.currIndex));
  pswp.on('close', () => {
    // Before PhotoSwipe returns focus, or the element it returns to would still be inert.
    restoreInert();
    if (document.fullscreenElement === pswp.element) void document.exitFullscreen().catch(() => undefined);
    request.onClose();
  });
  // PhotoSwipe takes keys, focus and close() only once its opening has finished (at once
  // without animation, during init). Until then focus would sit on the (now inert) page and
  // keys would be lost: focus it at once, and do what was asked meanwhile when it is ready.
  let ready = false;
  const whenReady: Array<() => void> = [];
  const early = new AbortController();
  const later = (action: () => void) => (ready ? action() : whenReady.push(action));
  const earlyKeys: Record<string, () => void> = { Escape: () => pswp.close(), ArrowRight: () => pswp.next(), ArrowLeft: () => pswp.prev() };
  const keepEarlyKey = (event: KeyboardEvent) => {
    const action = earlyKeys[event.key];
    if (!action) return;
    event.preventDefault();
    later(action);
  };
  pswp.on('bindEvents', () => {
    ready = true;
    early.abort();
    pswp.element?.removeAttribute('aria-busy');
    whenReady.splice(0).forEach((action) => action());
  });
  pswp.init();

  // Opened from a shared address nothing had focus: keyboard users land on the gallery again.
  pswp.on('destroy', () => {
    if (opener && opener !== document.body) return;
    // After PhotoSwipe has removed its element (later in this same call).
    queueMicrotask(() => {
      if (!document.activeElement || document.activeElement === document.body) request.fallbackFocus?.focus();
    });
  });

  const root = pswp.element!;
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', t('Image gallery'));
  root.querySelector('.pswp__counter')?.setAttribute('aria-live', 'polite');
  root.focus({ preventScroll: true });
  if (!ready) {
    root.setAttribute('aria-busy', 'true');
    root.addEventListener('keydown', keepEarlyKey, { signal: early.signal });
  }
  restoreInert = inertSiblings(root);
  return { close: () => later(() => pswp.close()) };
}

const open = new WeakMap<HTMLElement, Lightbox>();

/**
 * Show picture `index` of a gallery in the lightbox, with its place in the address
 * (`#&gid=1&pid=2`). Opening pushes an entry, so the browser's back button closes it (as
 * shoppers on phones expect); moving between pictures replaces it. Opened from a shared
 * address, closing only takes the fragment away.
 */
export function showPicture(host: HTMLElement, slides: HTMLElement[], index: number, fromAddress: boolean, onPicture: (index: number) => void): void {
  if (open.has(host)) return;
  const gid = galleryNumber(host);
  if (!fromAddress) history.pushState(history.state, '', lightboxHash(gid, index + 1));
  let leftByAddress = false;
  // Back button (or any new address): the entry we pushed is gone already.
  const followAddress = () => {
    if (parseLightboxHash(location.hash)?.gid === gid) return;
    leftByAddress = true;
    open.get(host)?.close();
  };
  const listening = new AbortController();
  window.addEventListener('hashchange', followAddress, { signal: listening.signal });
  open.set(
    host,
    openLightbox({
      items: readGalleryItems(slides),
      index,
      appendTo: host.closest<HTMLElement>('dialog[open]') ?? document.body,
      fallbackFocus: host.querySelector<HTMLElement>('.sf-gallery__trigger'),
      onChange(picture) {
        history.replaceState(history.state, '', lightboxHash(gid, picture + 1));
        onPicture(picture);
      },
      onClose() {
        open.delete(host);
        listening.abort();
        if (leftByAddress) return;
        if (!fromAddress) history.back();
        else history.replaceState(history.state, '', `${location.pathname}${location.search}`);
      },
    }),
  );
}

/** Close the gallery's lightbox (the gallery left the page). */
export function closePicture(host: HTMLElement): void {
  open.get(host)?.close();
}
