import type { WidgetProps } from '../../src/core/element/define-widget';
import { useQuickView } from './use-quick-view';

/** Quick view from listings; the popup's code loads with the first quick view (dialog.lazy.tsx). */
export function QuickView({ container }: WidgetProps) {
  const { shown, close } = useQuickView(container);
  return shown && <shown.Dialog html={shown.html} close={close} />;
}
