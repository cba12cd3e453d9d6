/** The sandbox page's script (sandbox.ts): buttons and a message with logging callbacks. */

interface SandboxNamespace {
  Buttons(options: Record<string, unknown>): { render(container: string): Promise<void> };
  Messages(options: Record<string, unknown>): { render(container: string): Promise<void> };
}

const query = new URLSearchParams(window.location.search);
const logList = document.getElementById('log');

function log(text: string): void {
  const item = document.createElement('li');
  item.textContent = text;
  logList?.append(item);
}

const sdk = (window as unknown as { paypal?: SandboxNamespace }).paypal;
if (!sdk) {
  log('Fehler: das SDK ist nicht geladen.');
} else {
  sdk
    .Buttons({
      onClick: (data: { fundingSource: string }, actions: { reject(): Promise<void> }) => {
        log(`onClick: ${data.fundingSource}`);
        if (query.get('click') === 'reject') return actions.reject();
        return undefined;
      },
      createOrder: (data: { paymentSource: string }) => {
        if (query.get('create') === 'fail') return Promise.reject(new Error('createOrder abgelehnt (Sandbox)'));
        return fetch(`/__sandbox/orders?source=${encodeURIComponent(data.paymentSource)}`, { method: 'POST' })
          .then((res) => res.json() as Promise<{ id: string }>)
          .then((order) => {
            log(`createOrder: ${order.id}`);
            return order.id;
          });
      },
      onApprove: (data: { orderID: string; payerID?: string; paymentSource: string }) => log(`onApprove: ${data.orderID} ${data.payerID ?? ''} ${data.paymentSource}`),
      onCancel: (data: { orderID?: string }) => log(`onCancel: ${data.orderID ?? ''}`),
      onError: (error: Error) => log(`onError: ${error.message}`),
      onShippingAddressChange: (data: { shippingAddress: { countryCode?: string } }, actions: { reject(): Promise<void> }) => {
        log(`onShippingAddressChange: ${data.shippingAddress.countryCode ?? ''}`);
        if (query.get('shipping') === 'DE' && data.shippingAddress.countryCode !== 'DE') return actions.reject();
        return undefined;
      },
      onShippingOptionsChange: (data: { selectedShippingOption: { id?: string } }) => log(`onShippingOptionsChange: ${data.selectedShippingOption.id ?? ''}`),
    })
    .render('#buttons')
    .then(
      () => log('render: fertig'),
      (error: Error) => log(`render: ${error.message}`),
    );
  sdk
    .Messages({})
    .render('#message')
    .catch((error: Error) => log(`Messages: ${error.message}`));
}
export {};
