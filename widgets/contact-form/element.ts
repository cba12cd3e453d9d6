import { defineWidget } from '../../src/core/element/define-widget';
import { ContactForm } from './ContactForm';

export const ContactFormElement = defineWidget('sf-contact-form', ContactForm);
