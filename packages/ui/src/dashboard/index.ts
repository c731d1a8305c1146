export * from './Greeting';
