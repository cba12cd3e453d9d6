/**
 * The demo shop sends no mail: what it would send is kept here, per recipient, in memory and
 * bounded, and listed on the control page /__demo/ for QA. No shop page shows a mail: only
 * whoever reads the recipient's mailbox (here: QA on the control page) gets its link.
 */
import { html, type SafeHtml } from '../shared/html.ts';

export interface DemoMail {
  to: string;
  subject: string;
  /** The link the mail carries (a path of this shop). */
  link: string;
  sentAt: Date;
}

export class DemoMailbox {
  static readonly MAX_RECIPIENTS = 100;
  static readonly MAX_PER_RECIPIENT = 5;
  /** Per recipient (case-folded), oldest first; recipients in order of their last mail. */
  private readonly boxes = new Map<string, DemoMail[]>();

  constructor(private readonly now: () => number = Date.now) {}

  send(mail: Omit<DemoMail, 'sentAt'>): void {
    const key = mail.to.toLowerCase();
    const box = this.boxes.get(key) ?? [];
    this.boxes.delete(key);
    this.boxes.set(key, box);
    box.push({ ...mail, sentAt: new Date(this.now()) });
    if (box.length > DemoMailbox.MAX_PER_RECIPIENT) box.shift();
    while (this.boxes.size > DemoMailbox.MAX_RECIPIENTS) this.boxes.delete(this.boxes.keys().next().value!);
  }

  /** Every kept mail, newest first. */
  all(): DemoMail[] {
    return [...this.boxes.values()].flat().sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime());
  }
}

const TIME = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Berlin' });

/** The control page's section: every kept mail with its link. */
export function mailboxSection(mailbox: DemoMailbox): SafeHtml {
  const mails = mailbox.all();
  const intro = html`<h2 id="demo-mailbox">Demo-Postfach</h2><p>Der Demo-Shop verschickt keine E-Mails. Was er senden würde (die Links zum Zurücksetzen des Passworts, die Begrüßung neuer Konten), steht hier, die neueste zuerst: höchstens ${String(DemoMailbox.MAX_PER_RECIPIENT)} je Empfänger, ${String(DemoMailbox.MAX_RECIPIENTS)} Empfänger, bis zum Neustart.</p>`;
  if (!mails.length) return html`${intro}<p>Noch keine E-Mails.</p>`;
  const rows = mails.map(
    (mail) =>
      html`<tr><th scope="row">${mail.to}</th><td data-title="Betreff">${mail.subject}</td><td data-title="Gesendet"><time datetime="${mail.sentAt.toISOString()}">${TIME.format(mail.sentAt)}</time></td><td data-title="Link"><a href="${mail.link}">Link aus der E-Mail öffnen</a></td></tr>`,
  );
  return html`${intro}<div class="demo-orders-scroll"><table class="shop_table demo-mailbox"><caption>Gesendete E-Mails</caption><thead><tr><th scope="col">Empfänger</th><th scope="col">Betreff</th><th scope="col">Gesendet</th><th scope="col">Link</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}
