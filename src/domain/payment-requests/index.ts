export * from './payment-request';
