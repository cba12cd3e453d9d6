/** The fake wallet provider on the third-party origin: SDK, order API, approval popup, card fields, QA sandbox. */
import type { RegisterThirdParty } from '../context.ts';
import { registerOrderApi } from './api.ts';
import { registerCardFields } from './card-fields.ts';
import { registerPopup } from './popup.ts';
import { registerSandbox } from './sandbox.ts';
import { registerSdk } from './sdk.ts';

export const registerProvider: RegisterThirdParty = (router, ctx) => {
  registerSdk(router, ctx);
  registerOrderApi(router, ctx);
  registerPopup(router, ctx);
  registerSandbox(router, ctx);
  registerCardFields(router, ctx);
};
