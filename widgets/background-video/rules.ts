/**
 * The provider's embed address for a background video: the theme's address with the player's
 * parameters (muted, looping, no controls, the provider's background mode) and whether it
 * starts by itself. Null for an address that is not http(s): nothing is embedded then.
 */
export function embedUrl(src: string | undefined, autoplay: boolean, base: string): string | null {
  if (!src?.trim() || src.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(src.trim(), base);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  url.searchParams.set('autoplay', autoplay ? '1' : '0');
  url.searchParams.set('mute', '1');
  url.searchParams.set('loop', '1');
  url.searchParams.set('controls', '0');
  url.searchParams.set('background', '1');
  return url.href;
}
