/** The fake tag manager on a shop page: an ad cookie now, more tags after the page has loaded. */
const script = document.currentScript as HTMLScriptElement | null;
const origin = script ? new URL(script.src).origin : '';
document.cookie = `_sf_ad=1; path=/; max-age=${60 * 60 * 24 * 90}; SameSite=Lax`;

function injectTags(): void {
  new Image().src = `${origin}/pixel/collect.gif?ev=tag-manager`;
  const analytics = document.createElement('script');
  analytics.src = `${origin}/analytics/sf-analytics.js`;
  analytics.async = true;
  document.head.appendChild(analytics);
  navigator.sendBeacon(`${origin}/analytics/collect?ev=tag-manager-beacon`, 'x');
  fetch(`${origin}/analytics/collect?ev=tag-manager-fetch`, { method: 'POST', mode: 'no-cors' }).catch(() => undefined);
  const xhr = new XMLHttpRequest();
  xhr.open('POST', `${origin}/analytics/collect?ev=tag-manager-xhr`);
  xhr.addEventListener('error', () => undefined);
  xhr.send('x');
  document.documentElement.setAttribute('data-sf-tag-manager', 'injected');
}

if (document.readyState === 'complete') setTimeout(injectTags, 50);
else addEventListener('load', () => setTimeout(injectTags, 50));
document.documentElement.setAttribute('data-sf-tag-manager', 'loaded');

export {};
