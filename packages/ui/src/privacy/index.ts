export * from './PrivacyPolicy';
