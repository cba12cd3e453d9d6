/** What the contact form's tests share: a post the form accepts, and the multipart body the widget sends. */
import { UNIT_TAG } from './form.ts';

export const GOOD_POST = {
  'your-name': 'Anna Schmidt',
  'your-email': 'anna@example.com',
  'your-phone': '+49 30 1234567',
  'your-subject': 'Frage zu einem Produkt',
  'your-message': 'Passt der Frontspoiler an einen Golf IV?',
  datenschutz: '1',
};

/** The form's fields (with its hidden `_wpcf7` ones) and files as multipart/form-data. */
export function multipart(fields: Record<string, string>, files: Array<[string, Blob, string]> = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ _wpcf7: '42', _wpcf7_unit_tag: UNIT_TAG, ...fields })) data.append(name, value);
  for (const [name, blob, fileName] of files) data.append(name, blob, fileName);
  return data;
}
