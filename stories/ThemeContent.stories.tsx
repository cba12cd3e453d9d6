import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLayoutEffect } from 'react';
import '../widgets/content-tabs/element';
import '../widgets/animate/element';
import '../widgets/photo-feed/element';
import '../widgets/edit-links/element';
import '../widgets/scroll-to/element';
import '../widgets/slider/element';
import { ShopMarkup, StateGrid } from './shop-page';
import { phoneGlobals } from './story-helpers';

/**
 * The theme's content blocks (demo page /inhalte/): `<sf-content-tabs>` (tabbed content and
 * accordions, WAI-ARIA tabs and accordion, hash rules), `<sf-animate>` (count-up, animate-on-
 * scroll), `<sf-photo-feed>` (lazily loaded photo feed), `<sf-edit-links>` (staff edit links),
 * `<sf-scroll-to>` (section navigation) and `<sf-slider>` (carousel). The title names every tag:
 * the Docs page shows the spec of each tag it names (stories/widget-docs.ts).
 */
const tabs = `<sf-content-tabs><div class="tabbed-content"><ul class="nav nav-line">
<li class="tab active"><a href="#tab_versand"><span>Versand</span></a></li><li class="tab"><a href="#tab_rueckgabe"><span>Rückgabe</span></a></li><li class="tab"><a href="#tab_montage"><span>Montage</span></a></li></ul>
<div class="tab-panels"><div id="tab_versand" class="panel active"><p>Meist 3–5 Werktage.</p></div><div id="tab_rueckgabe" class="panel"><p>14 Tage Rückgabe.</p></div><div id="tab_montage" class="panel"><p>Anleitung als PDF.</p></div></div></div></sf-content-tabs>`;
const accordion = `<h2>Häufige Fragen</h2><sf-content-tabs><div class="accordion">
<div id="faq-lieferzeit" class="accordion-item"><a href="#faq-lieferzeit" class="accordion-title plain"><span class="toggle" aria-hidden="true"></span><span>Wie lange dauert die Lieferung?</span></a><div class="accordion-inner"><p>3–5 Werktage.</p></div></div>
<div id="faq-zahlung" class="accordion-item"><a href="#faq-zahlung" class="accordion-title plain active"><span class="toggle" aria-hidden="true"></span><span>Wie kann ich bezahlen?</span></a><div class="accordion-inner"><p>Wallet, Karte, später bezahlen.</p></div></div></div></sf-content-tabs>`;
const counts = `<sf-animate><ul class="sf-counts"><li data-animate="fadeInUp"><span class="count-up">1.250</span> <span>zufriedene Kundinnen und Kunden</span></li><li data-animate="fadeInUp"><span class="count-up">98 %</span> <span>Lieferungen pünktlich</span></li></ul></sf-animate>`;
const editable = `<sf-edit-links data-title="Versand und Rückgabe" data-builder="/wp-admin/post.php?post=42&amp;action=edit&amp;app=uxbuilder&amp;type=editor" data-backend="/wp-admin/post.php?post=42&amp;action=edit" data-menu-id="7"><p>Ein Block der Seite.</p></sf-edit-links>`;
const photos = [1, 2, 3, 4]
  .map(
    (n) =>
      `<li><img src="data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' width='150' height='150'><rect width='150' height='150' fill='#0b5cad'/></svg>`)}" alt="Kundenfoto ${n}" width="150" height="150"></li>`,
  )
  .join('');

const marker = (name: string, title: string) =>
  `<span class="scroll-to" data-bullet="true" data-link="#${name}" data-title="${title}"><a name="${name}"></a></span><h2>${title}</h2><p style="min-height: 60vh">Abschnitt „${title}“.</p>`;
const bullets = `<sf-scroll-to><div class="entry-content">${marker('zahlen', 'Schaufenster in Zahlen')}${marker('versand', 'Versand und Rückgabe')}${marker('fragen', 'Häufige Fragen')}</div></sf-scroll-to>`;

const offers = ['Frühjahrs-Check', 'Neu eingetroffen', 'Versand frei']
  .map(
    (title) => `<div class="banner sf-offer"><h3>${title}</h3><p>Ein Angebot des Demo-Shops.</p><a class="button" href="#">Mehr erfahren<span class="screen-reader-text">: ${title}</span></a></div>`,
  )
  .join('');
const slider = `<h2>Aktionen</h2><sf-slider label="Aktuelle Aktionen"><div class="slider-wrapper"><div class="slider" data-flickity-options='{"wrapAround":true,"autoPlay":6000,"pauseAutoPlayOnHover":true}'>${offers}</div></div></sf-slider>`;

const meta = {
  title: 'Widgets/Theme content (sf-content-tabs, sf-animate, sf-photo-feed, sf-edit-links, sf-scroll-to, sf-slider)',
  render: () => <ShopMarkup html={tabs} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tabbed content: arrow keys move between the tabs, the panel follows. */
export const TabbedContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('tab', { name: 'Versand' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Rückgabe' })).toHaveAttribute('aria-selected', 'true'));
  },
};

/** Accordion: the second item opened by the server; Enter opens the first too. */
export const Accordion: Story = {
  render: () => <ShopMarkup html={accordion} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('button', { name: 'Wie lange dauert die Lieferung?' });
    await expect(canvas.getByRole('button', { name: 'Wie kann ich bezahlen?' })).toHaveAttribute('aria-expanded', 'true');
    first.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'true'));
  },
};

/** Scroll-to bullets (from 850 px on): one link per marked section, the one being read marked; the title shows on hover and focus. */
export const ScrollToBullets: Story = {
  render: () => <ShopMarkup html={bullets} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Abschnitte dieser Seite' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(3));
    within(nav).getByRole('link', { name: 'Häufige Fragen' }).focus();
  },
};

/** Slider: a carousel with autoplay (stopped here), previous, a button per slide, next. */
export const Slider: Story = {
  render: () => <ShopMarkup html={slider} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Turning (stopped here), or still with reduced motion: either way the button is there.
    const play = await canvas.findByRole('button', { name: /^Automatisches Weiterblättern (anhalten|starten)$/ });
    if (play.textContent?.endsWith('anhalten')) await userEvent.click(play);
    await userEvent.click(canvas.getByRole('button', { name: 'Nächste Folie' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Folie 2' })).toHaveAttribute('aria-current', 'true'));
  },
};

/** Accordion on a phone. */
export const AccordionPhone: Story = { render: () => <ShopMarkup html={accordion} />, globals: phoneGlobals };

/** Count-up numbers (they count when scrolled into view; final values before and for screen readers). */
export const CountUp: Story = { render: () => <ShopMarkup html={counts} /> };

function StaffGlobals({ canEdit, children }: { canEdit: boolean; children: React.ReactNode }) {
  useLayoutEffect(() => {
    const previous = (window as { flatsomeVars?: unknown }).flatsomeVars;
    (window as { flatsomeVars?: unknown }).flatsomeVars = { user: { can_edit_pages: canEdit } };
    return () => {
      (window as { flatsomeVars?: unknown }).flatsomeVars = previous;
    };
  }, [canEdit]);
  return <>{children}</>;
}

/** Staff who can edit pages: the block's edit links. */
export const EditLinksStaff: Story = {
  render: () => (
    <StaffGlobals canEdit>
      <ShopMarkup html={editable} />
    </StaffGlobals>
  ),
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', { name: 'Block „Versand und Rückgabe“ bearbeiten' });
    await expect(within(group).getByRole('link', { name: 'Im Page-Builder bearbeiten' })).toHaveAttribute('href', expect.stringContaining('menu_id=7'));
  },
};

/** Every state side by side, as the server and the widgets leave the markup. */
export const AllStates: Story = {
  render: () => (
    <StaffGlobals canEdit>
      <StateGrid
        panels={[
          { name: 'Tabs', html: tabs },
          { name: 'Akkordeon (ein Punkt offen)', html: accordion },
          { name: 'Zähler (Endwerte)', html: counts },
          { name: 'Bearbeiten-Links (Mitarbeiter)', html: editable },
          { name: 'Fotofeed: wartet (ohne JavaScript leer)', html: `<div class="sf-photo-feed-block" aria-busy="true"></div>` },
          { name: 'Fotofeed: geladen', html: `<div class="sf-photo-feed"><ul class="sf-photo-feed__list" aria-label="Fotos von @schaufenster_demo">${photos}</ul></div>` },
          {
            name: 'Fotofeed: ohne Zustimmung',
            html: `<div class="sf-photo-feed"><ul class="sf-photo-feed__list" aria-label="Fotos (zurückgehalten)"><li><img data-sf-consent-held="functional" data-sf-src="x" alt="Kundenfoto 1" width="150" height="150"></li></ul><p class="sf-photo-feed__consent">Die Fotos kommen vom Demo-Fotofeed und erscheinen, sobald du funktionale Cookies erlaubst. <button type="button" class="button">Cookie-Einstellungen</button></p></div>`,
          },
          { name: 'Fotofeed: Fehler (nur Admin-Leiste)', html: `<div class="sf-photo-feed-block"><p class="sf-photo-feed__error">Fotofeed-Fehler: Invalid data</p></div>` },
          { name: 'Fotofeed: Fehler (Besucher: nichts)', note: 'Der Block verschwindet.', html: `<div class="sf-photo-feed-block" hidden></div>` },
        ]}
      />
    </StaffGlobals>
  ),
};
