export * from './payment-link';
