/**
 * Configuration printed inside an element as
 * `<script type="application/json" data-sf-config>{…}</script>`. Broken JSON is reported on
 * the console and ignored, so one typo in a template never breaks the whole widget.
 */
export function readInlineConfig<T extends object>(host: Element): Partial<T> {
  const script = host.querySelector(':scope > script[type="application/json"]');
  if (!script?.textContent) return {};
  try {
    const value: unknown = JSON.parse(script.textContent);
    return value && typeof value === 'object' ? (value as Partial<T>) : {};
  } catch (error) {
    console.error(`${host.localName}: invalid JSON configuration`, error);
    return {};
  }
}
