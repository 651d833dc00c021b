export * from './payment-request';
export * from './lifecycle';
export * from './issue-terms';
export * from './refunds';
export * from './pago-movil-account';
