/**
 * Resume flow after an app switch (spec §2): the provider's app returns to the page with its
 * parameters in the URL hash. Detected by switch_initiated_time; on approve the product removes
 * exactly these parameters and keeps any others (a theme's own hash state survives).
 */
export const RESUME_HASH_PARAMS: readonly string[] = ['onApprove', 'token', 'PayerID', 'payerID', 'button_session_id', 'billingToken', 'orderID', 'switch_initiated_time', 'onCancel', 'onError'];

function hashParts(hash: string): string[] {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  return body === '' ? [] : body.split('&');
}

function partName(part: string): string {
  const name = part.split('=', 1)[0]!;
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name; // a malformed escape is simply not one of ours
  }
}

export function isResumeFlow(hash: string): boolean {
  return hashParts(hash).some((part) => partName(part) === 'switch_initiated_time');
}

/**
 * The hash without the resume parameters, other parts unchanged in order and encoding: '' when
 * nothing is left (then the caller drops the '#'), else '#…'.
 */
export function cleanResumeHash(hash: string): string {
  const kept = hashParts(hash).filter((part) => part !== '' && !RESUME_HASH_PARAMS.includes(partName(part)));
  return kept.length ? `#${kept.join('&')}` : '';
}
