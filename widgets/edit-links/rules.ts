/**
 * Block edit links for staff (spec §2 Global, §6): shown only when the page globals say
 * `flatsomeVars.user.can_edit_pages`; one to the page builder with a `menu_id` query
 * parameter, one to the backend editor.
 */

/** `flatsomeVars.user.can_edit_pages` exactly true (WordPress prints a boolean; a string "false" is no). */
export function canEditPages(flatsomeVars: unknown): boolean {
  return (flatsomeVars as { user?: { can_edit_pages?: unknown } } | undefined)?.user?.can_edit_pages === true;
}

export interface EditTargets {
  title: string;
  builder: string | null;
  backend: string | null;
}

/** Only same-site http(s) addresses are linked: the data attributes are markup, not trusted script. */
function sameSite(url: string | null, base: string): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, base);
    return parsed.origin === new URL(base).origin && /^https?:$/.test(parsed.protocol) ? parsed : null;
  } catch {
    return null;
  }
}

/** The two links' targets from the block's data attributes; null when there is nothing to link. */
export function editTargets(data: { title?: string; builder?: string; backend?: string; menuId?: string }, base: string): EditTargets | null {
  const builder = sameSite(data.builder ?? null, base);
  if (builder && data.menuId && /^\d+$/.test(data.menuId)) builder.searchParams.set('menu_id', data.menuId);
  const backend = sameSite(data.backend ?? null, base);
  if (!builder && !backend) return null;
  return { title: data.title?.trim() || 'Block', builder: builder?.href ?? null, backend: backend?.href ?? null };
}
