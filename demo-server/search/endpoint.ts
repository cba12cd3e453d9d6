/** The live search endpoint as the ajax dispatcher registers it, with its fault injection entry. */
import { ajaxEndpoint } from '../http/ajax.ts';
import { answerSearch } from './answer.ts';

export const searchEndpoints = [
  ajaxEndpoint({
    via: 'admin-ajax',
    name: 'flatsome_ajax_search_products',
    methods: ['GET'],
    fault: { label: 'Live-Suche (Vorschläge im Suchfeld)' },
    handler: (_session, fields) => answerSearch(fields),
  }),
];
