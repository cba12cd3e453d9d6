import { defineWidget } from '../../src/core/element/define-widget';
import { EditLinks } from './EditLinks';

export const EditLinksElement = defineWidget('sf-edit-links', EditLinks);
