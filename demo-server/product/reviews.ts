/** Product reviews (WordPress comments of type review): seeded ones plus the visitor's own. */
import { getProduct, products, type Product, type Review } from './catalogue.ts';
import { parseId } from '../cart/model.ts';
import type { Session } from '../shared/session.ts';
import { fileName, findAttachment, UPLOADS_PATH } from '../media/library.ts';

export const MAX_REVIEW_LENGTH = 5000;
let nextId = 1001;

export function productReviews(product: Product, session?: Session): Review[] {
  const own = session?.reviews.filter((r) => r.productId === product.id) ?? [];
  return [...(product.reviews ?? []), ...own].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

/** Average rounded to 2 decimals (as WooCommerce stores it) and count. */
export function ratingSummary(reviews: readonly Review[]): { average: number; count: number } {
  if (!reviews.length) return { average: 0, count: 0 };
  const sum = reviews.reduce((total, r) => total + r.rating, 0);
  return { average: Math.round((sum / reviews.length) * 100) / 100, count: reviews.length };
}

/** Seeded review ids are unique across the catalogue. */
export function allSeededReviews(): Review[] {
  return products.flatMap((p) => p.reviews ?? []);
}

export interface ReviewError {
  field: 'comment_post_ID' | 'rating' | 'comment' | 'author' | 'email' | 'review_photo_id';
  message: string;
}

export type ReviewResult = { ok: true; review: Review; product: Product } | { ok: false; errors: ReviewError[]; product?: Product };

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,63}$/;

/** Validates a posted review (wp-comments-post.php fields) and stores it in the session. */
export function submitReview(session: Session, body: Record<string, unknown>, now = new Date()): ReviewResult {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
  const errors: ReviewError[] = [];
  const id = parseId(body.comment_post_ID);
  const product = Number.isNaN(id) ? undefined : getProduct(id);
  if (!product) errors.push({ field: 'comment_post_ID', message: 'Das Produkt, zu dem die Bewertung gehört, wurde nicht gefunden.' });
  const ratingText = text('rating');
  const rating = /^[1-5]$/.test(ratingText) ? Number(ratingText) : NaN;
  if (Number.isNaN(rating)) errors.push({ field: 'rating', message: ratingText ? 'Die Bewertung muss zwischen 1 und 5 Sternen liegen.' : 'Bitte wähle eine Bewertung.' });
  const comment = text('comment');
  if (!comment) errors.push({ field: 'comment', message: 'Bitte schreibe einen Text für deine Bewertung.' });
  else if (comment.length > MAX_REVIEW_LENGTH) errors.push({ field: 'comment', message: `Deine Bewertung ist zu lang (höchstens ${MAX_REVIEW_LENGTH} Zeichen).` });
  const author = text('author');
  if (!author) errors.push({ field: 'author', message: 'Bitte gib deinen Namen ein.' });
  else if (author.length > 245) errors.push({ field: 'author', message: 'Dein Name ist zu lang (höchstens 245 Zeichen).' });
  const email = text('email');
  if (!email) errors.push({ field: 'email', message: 'Bitte gib deine E-Mail-Adresse ein.' });
  else if (email.length > 100 || !EMAIL.test(email)) errors.push({ field: 'email', message: 'Bitte gib eine gültige E-Mail-Adresse ein.' });
  // A photo is the visitor's own upload (the review form sends it through /wp-json/wp/v2/media first), with its sub-sizes made.
  const photoId = text('review_photo_id');
  const photo = photoId ? findAttachment(session, photoId) : undefined;
  if (photoId && !photo?.subsizes) errors.push({ field: 'review_photo_id', message: 'Das Foto wurde nicht gefunden. Bitte lade es erneut hoch.' });
  if (errors.length || !product) return { ok: false, errors, product };
  const review: Review = { id: nextId++, productId: product.id, author, date: now.toISOString(), rating, text: comment, ...(photo && { photo: `${UPLOADS_PATH}/${fileName(photo)}` }) };
  session.reviews.push(review);
  return { ok: true, review, product };
}
